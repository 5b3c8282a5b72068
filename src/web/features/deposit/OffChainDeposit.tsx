import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Field, Loading } from 'react-vant';
import 'react-vant/es/field/style/index.css';
import { Checked, WarningO } from '@react-vant/icons';
import {
  bankDepositForm,
  quickDepositForm,
  type BankDepositField,
  type QuickDepositField,
} from '../../../core/forms/depositForms';
import type { BankInfoView } from '../../../core/schemas/deposit';
import { editFields } from '../../ui/forms/editFields';
import { SubmitButton } from '../../ui/forms/SubmitButton';
import { useFieldErrors } from '../../ui/forms/useFieldErrors';
import { useSubmit } from '../../ui/forms/useSubmit';
import { SupportContacts } from '../../ui/support/SupportContacts';
import {
  depositKeys,
  submitBankDeposit,
  submitQuickDeposit,
  useBankInfo,
  type DepositCurrency,
} from './queries';
import { coinMinimum, displayAmount } from './amount';
import { BankBeneficiary } from './BankBeneficiary';
import { VoucherUpload } from './VoucherUpload';

function UnderReview({ onAgain }: { onAgain(): void }) {
  const { t } = useTranslation();
  return (
    <section className="tw-card tw-center" data-testid="deposit-under-review">
      <Checked fontSize={44} color="#12b76a" />
      <p>{t('deposit.page.under_review')}</p>
      <Button size="small" round plain type="primary" onClick={onAgain}>
        {t('deposit.page.another')}
      </Button>
    </section>
  );
}

function FormCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="tw-card tw-form tw-deposit-form">
      <h3 className="tw-card-title">{title}</h3>
      {children}
    </section>
  );
}

/** No receiving account for the coin: nowhere to pay, so no form and no voucher. */
function Unavailable({ coin, kind }: { coin: string; kind: 'bank' | 'quick' }) {
  const { t } = useTranslation();
  return (
    <div className="tw-card tw-deposit-card tw-center" role="alert" data-testid="bank-unavailable">
      <WarningO fontSize={36} color="#f79009" />
      <p>
        {t(kind === 'bank' ? 'deposit.page.bank_unavailable' : 'deposit.page.quick_unavailable', { coin })}
      </p>
      <p className="tw-muted tw-small">{t('deposit.page.deposit_by_crypto')}</p>
      <SupportContacts />
    </div>
  );
}

/**
 * The whole-amount field: what was typed stays as typed (a `.` or `,` is refused under the
 * field, never dropped, so `100.5` can never become `1005`).
 */
function WholeAmountField({
  value,
  onChange,
  error,
  min,
  coin,
}: {
  value: string;
  onChange(v: string): void;
  error: string | undefined;
  min: string;
  coin: DepositCurrency;
}) {
  const { t } = useTranslation();
  const symbol = coin.currency;
  return (
    <Field
      value={value}
      onChange={onChange}
      label={t('deposit.page.amount')}
      // What to type, as it would be typed: a whole number ("Minimum 10 USDT").
      placeholder={t('deposit.page.amount_placeholder', { min: displayAmount(min), symbol })}
      type="text"
      errorMessage={error}
      rightIcon={<span className="tw-muted">{symbol}</span>}
      name="amount"
    />
  );
}

/** After a submission: the records change, and a bank deposit's reference was used up. */
function useAfterSubmit(coinId: number) {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: depositKeys.records }),
      queryClient.invalidateQueries({ queryKey: depositKeys.bankInfo(coinId) }),
    ]);
  };
}

type FormProps = { coin: DepositCurrency; info: BankInfoView; onDone(): void };

const EMPTY_BANK = { bank_name: '', card_number: '', holder_name: '', amount: '', voucher: '' };

function BankForm({ coin, info, onDone }: FormProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState(EMPTY_BANK);
  const min = coinMinimum(coin);
  const state = { ...form, reference: info.reference ?? '' };
  const { errors } = bankDepositForm(state, { min: displayAmount(min), coin: coin.currency });
  const shown = useFieldErrors<BankDepositField>(errors);
  const set = editFields(setForm, shown.touch);
  const after = useAfterSubmit(coin.currency_id);
  const sender = useSubmit((values: typeof state, request_id: string) =>
    submitBankDeposit({ currency_id: coin.currency_id, ...values, request_id }),
  );
  // Sent as typed: the server's schema trims and drops the spaces between the number's groups.
  const onSubmit = async () => {
    const sent = await sender.run(state);
    if (!sent.ok) return;
    await after();
    onDone();
  };

  return (
    <>
      <BankBeneficiary info={info} withReference />
      <FormCard title={t('deposit.page.your_transfer')}>
        <div data-testid="bank-deposit">
          <Field
            value={form.bank_name}
            onChange={(v) => set({ bank_name: v })}
            label={t('deposit.page.bank_name')}
            placeholder={t('deposit.page.bank_name_placeholder')}
            errorMessage={shown.under('bank_name')}
            name="bank_name"
          />
          <Field
            value={form.card_number}
            onChange={(v) => set({ card_number: v })}
            label={t('deposit.page.card_number')}
            placeholder={t('deposit.page.card_number_placeholder')}
            errorMessage={shown.under('card_number')}
            name="card_number"
          />
          <Field
            value={form.holder_name}
            onChange={(v) => set({ holder_name: v })}
            label={t('deposit.page.holder_name')}
            placeholder={t('deposit.page.holder_name_placeholder')}
            errorMessage={shown.under('holder_name')}
            name="holder_name"
          />
          <WholeAmountField
            value={form.amount}
            onChange={(v) => set({ amount: v })}
            error={shown.under('amount')}
            min={min}
            coin={coin}
          />
          <VoucherUpload
            value={form.voucher || null}
            onChange={(id) => set({ voucher: id ?? '' })}
            error={shown.under('voucher')}
          />
          <SubmitButton
            reason={shown.reason}
            busy={sender.busy}
            onClick={() => void onSubmit()}
            testId="submit-bank"
          >
            {t('deposit.page.submit')}
          </SubmitButton>
        </div>
      </FormCard>
    </>
  );
}

function QuickForm({ coin, info, onDone }: FormProps) {
  const { t } = useTranslation();
  const [state, setState] = useState({ amount: '', voucher: '' });
  const min = coinMinimum(coin);
  const { errors } = quickDepositForm(state, { min: displayAmount(min), coin: coin.currency });
  const shown = useFieldErrors<QuickDepositField>(errors);
  const set = editFields(setState, shown.touch);
  const after = useAfterSubmit(coin.currency_id);
  const sender = useSubmit((values: typeof state, request_id: string) =>
    submitQuickDeposit({ currency_id: coin.currency_id, ...values, request_id }),
  );
  const onSubmit = async () => {
    if (!(await sender.run(state)).ok) return;
    await after();
    onDone();
  };

  return (
    <>
      <BankBeneficiary info={info} withReference={false} />
      <FormCard title={t('deposit.page.quick_title')}>
        <div data-testid="quick-deposit">
          <p className="tw-muted tw-small">{t('deposit.page.quick_note')}</p>
          <WholeAmountField
            value={state.amount}
            onChange={(v) => set({ amount: v })}
            error={shown.under('amount')}
            min={min}
            coin={coin}
          />
          <VoucherUpload
            value={state.voucher || null}
            onChange={(id) => set({ voucher: id ?? '' })}
            label={t('deposit.page.proof')}
            error={shown.under('voucher')}
            testId="quick-proof"
          />
          <SubmitButton
            reason={shown.reason}
            busy={sender.busy}
            onClick={() => void onSubmit()}
            testId="submit-quick"
          >
            {t('deposit.page.submit')}
          </SubmitButton>
        </div>
      </FormCard>
    </>
  );
}

/**
 * Bank transfer (spec §3) or quick deposit (spec §7 `depositIn`): where to pay, then the form,
 * which appears only when there is somewhere to pay; "under review" once it is sent.
 */
export function OffChainDeposit({ coin, kind }: { coin: DepositCurrency; kind: 'bank' | 'quick' }) {
  const [done, setDone] = useState(false);
  const info = useBankInfo(coin.currency_id);
  if (done) return <UnderReview onAgain={() => setDone(false)} />;
  if (!info.data) {
    return (
      <div className="tw-center">
        <Loading type="spinner" />
      </div>
    );
  }
  if (!info.data.available) return <Unavailable coin={coin.currency} kind={kind} />;
  const Form = kind === 'bank' ? BankForm : QuickForm;
  return <Form coin={coin} info={info.data} onDone={() => setDone(true)} />;
}
