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
import { displayAmount } from './amount';
import { BankBeneficiary } from './BankBeneficiary';
import { VoucherUpload } from './VoucherUpload';

/** The smallest minimum of the coin's networks: bank and quick deposits have no network. */
export const coinMinimum = (coin: DepositCurrency) =>
  coin.networks.map((n) => n.min).sort((a, b) => Number(a) - Number(b))[0] ?? '0';

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

/** Loads where to pay; the form appears only when there is somewhere to pay. */
function WithBankInfo({
  coin,
  kind,
  children,
}: {
  coin: DepositCurrency;
  kind: 'bank' | 'quick';
  children(info: BankInfoView): ReactNode;
}) {
  const info = useBankInfo(coin.currency_id);
  if (!info.data) {
    return (
      <div className="tw-center">
        <Loading type="spinner" />
      </div>
    );
  }
  if (!info.data.available) return <Unavailable coin={coin.currency} kind={kind} />;
  return <>{children(info.data)}</>;
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
  symbol,
}: {
  value: string;
  onChange(v: string): void;
  error: string | undefined;
  min: string;
  symbol: string;
}) {
  const { t } = useTranslation();
  return (
    <Field
      value={value}
      onChange={onChange}
      label={t('deposit.page.amount')}
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

const EMPTY_BANK = { bank_name: '', card_number: '', holder_name: '', amount: '' };

function BankForm({ coin, info, onDone }: { coin: DepositCurrency; info: BankInfoView; onDone(): void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState(EMPTY_BANK);
  const [voucher, setVoucher] = useState<string | null>(null);
  const min = coinMinimum(coin);
  const state = { ...form, voucher: voucher ?? '', reference: info.reference ?? '' };
  const { errors } = bankDepositForm(state, { min: displayAmount(min), coin: coin.currency });
  const shown = useFieldErrors<BankDepositField>(errors);
  const set = (field: keyof typeof EMPTY_BANK, value: string) => {
    shown.touch(field);
    setForm((f) => ({ ...f, [field]: value }));
  };
  const after = useAfterSubmit(coin.currency_id);
  const sender = useSubmit((values: typeof state, request_id: string) =>
    submitBankDeposit({ currency_id: coin.currency_id, ...values, request_id }),
  );
  const onSubmit = async () => {
    const sent = await sender.run({
      ...state,
      bank_name: state.bank_name.trim(),
      card_number: state.card_number.replace(/\s/g, ''),
      holder_name: state.holder_name.trim(),
      amount: state.amount.trim(),
    });
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
            onChange={(v) => set('bank_name', v)}
            label={t('deposit.page.bank_name')}
            placeholder={t('deposit.page.bank_name_placeholder')}
            errorMessage={shown.under('bank_name')}
            name="bank_name"
          />
          <Field
            value={form.card_number}
            onChange={(v) => set('card_number', v.replace(/[^\d ]/g, ''))}
            label={t('deposit.page.card_number')}
            placeholder={t('deposit.page.card_number_placeholder')}
            errorMessage={shown.under('card_number')}
            type="tel"
            name="card_number"
          />
          <Field
            value={form.holder_name}
            onChange={(v) => set('holder_name', v)}
            label={t('deposit.page.holder_name')}
            placeholder={t('deposit.page.holder_name_placeholder')}
            errorMessage={shown.under('holder_name')}
            name="holder_name"
          />
          <WholeAmountField
            value={form.amount}
            onChange={(v) => set('amount', v)}
            error={shown.under('amount')}
            min={min}
            symbol={coin.currency}
          />
          <VoucherUpload
            value={voucher}
            onChange={(id) => {
              shown.touch('voucher');
              setVoucher(id);
            }}
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

/** Bank transfer (spec §3): where to pay and the reference, then bank, card, name, amount and voucher. */
export function BankDeposit({ coin }: { coin: DepositCurrency }) {
  const [done, setDone] = useState(false);
  if (done) return <UnderReview onAgain={() => setDone(false)} />;
  return (
    <WithBankInfo coin={coin} kind="bank">
      {(info) => <BankForm coin={coin} info={info} onDone={() => setDone(true)} />}
    </WithBankInfo>
  );
}

function QuickForm({ coin, info, onDone }: { coin: DepositCurrency; info: BankInfoView; onDone(): void }) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  const [voucher, setVoucher] = useState<string | null>(null);
  const min = coinMinimum(coin);
  const state = { amount, voucher: voucher ?? '' };
  const { errors } = quickDepositForm(state, { min: displayAmount(min), coin: coin.currency });
  const shown = useFieldErrors<QuickDepositField>(errors);
  const after = useAfterSubmit(coin.currency_id);
  const sender = useSubmit((values: typeof state, request_id: string) =>
    submitQuickDeposit({ currency_id: coin.currency_id, ...values, request_id }),
  );
  const onSubmit = async () => {
    if (!(await sender.run({ ...state, amount: state.amount.trim() })).ok) return;
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
            value={amount}
            onChange={(v) => {
              shown.touch('amount');
              setAmount(v);
            }}
            error={shown.under('amount')}
            min={min}
            symbol={coin.currency}
          />
          <VoucherUpload
            value={voucher}
            onChange={(id) => {
              shown.touch('voucher');
              setVoucher(id);
            }}
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

/** Quick deposit (spec §7 `depositIn`): pay to the receiving account, then the amount and its proof. */
export function QuickDeposit({ coin }: { coin: DepositCurrency }) {
  const [done, setDone] = useState(false);
  if (done) return <UnderReview onAgain={() => setDone(false)} />;
  return (
    <WithBankInfo coin={coin} kind="quick">
      {(info) => <QuickForm coin={coin} info={info} onDone={() => setDone(true)} />}
    </WithBankInfo>
  );
}
