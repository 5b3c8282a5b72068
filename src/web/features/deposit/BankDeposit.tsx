import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { newRequestId } from '../../api/requestId';
import { useTranslation } from 'react-i18next';
import { Button, Field, Toast } from 'react-vant';
import 'react-vant/es/field/style/index.css';
import { Checked } from '@react-vant/icons';
import { depositKeys, submitBankDeposit, submitQuickDeposit, type DepositCurrency } from './queries';
import { bankDepositRequest } from '../../../core/schemas/deposit';
import { firstProblem } from '../../ui/forms/validate';
import { displayAmount, wholeAmountProblem } from './amount';
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

function useSubmission<T extends { request_id: string }>(send: (body: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  // One id per filled-in form: a second tap after a lost answer is the same request.
  const [requestId, setRequestId] = useState(newRequestId);
  const submit = async (body: Omit<T, 'request_id'>) => {
    setBusy(true);
    try {
      await send({ ...body, request_id: requestId } as T);
      setDone(true);
      setRequestId(newRequestId());
      await queryClient.invalidateQueries({ queryKey: depositKeys.records });
    } catch {
      // Shown by the client.
    } finally {
      setBusy(false);
    }
  };
  return { busy, done, submit, again: () => setDone(false) };
}

function FormCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="tw-card tw-form tw-deposit-form">
      <h3 className="tw-card-title">{title}</h3>
      {children}
    </section>
  );
}

/** Bank transfer (spec §3): bank name, card number, name, amount and the voucher image. */
export function BankDeposit({ coin }: { coin: DepositCurrency }) {
  const { t } = useTranslation();
  const [form, setForm] = useState({ bank_name: '', card_number: '', holder_name: '', amount: '' });
  const [voucher, setVoucher] = useState<string | null>(null);
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));
  const min = coinMinimum(coin);
  const { busy, done, submit, again } = useSubmission(submitBankDeposit);
  if (done) return <UnderReview onAgain={again} />;

  const onSubmit = () => {
    const body = { kind: 'bank', currency_id: coin.currency_id, ...form, voucher: voucher ?? '' };
    // The request id is made at submission; only the user's fields are checked here.
    const problem =
      firstProblem(bankDepositRequest.omit({ request_id: true }), body) ??
      wholeAmountProblem(form.amount, min);
    if (problem) return void Toast(t(problem, { min: displayAmount(min), coin: coin.currency }));
    void submit({
      currency_id: coin.currency_id,
      bank_name: form.bank_name.trim(),
      card_number: form.card_number.replace(/\s/g, ''),
      holder_name: form.holder_name.trim(),
      amount: form.amount.trim(),
      voucher: voucher!,
    });
  };

  return (
    <FormCard title={t('deposit.page.bank_title')}>
      <div data-testid="bank-deposit">
        <Field
          value={form.bank_name}
          onChange={(v) => set({ bank_name: v })}
          label={t('deposit.page.bank_name')}
          placeholder={t('deposit.page.bank_name_placeholder')}
          name="bank_name"
        />
        <Field
          value={form.card_number}
          onChange={(v) => set({ card_number: v.replace(/[^\d ]/g, '') })}
          label={t('deposit.page.card_number')}
          placeholder={t('deposit.page.card_number_placeholder')}
          type="tel"
          name="card_number"
        />
        <Field
          value={form.holder_name}
          onChange={(v) => set({ holder_name: v })}
          label={t('deposit.page.holder_name')}
          placeholder={t('deposit.page.holder_name_placeholder')}
          name="holder_name"
        />
        <Field
          value={form.amount}
          onChange={(v) => set({ amount: v.replace(/\D/g, '') })}
          label={t('deposit.page.amount')}
          placeholder={t('deposit.page.amount_placeholder', {
            min: displayAmount(min),
            symbol: coin.currency,
          })}
          type="digit"
          rightIcon={<span className="tw-muted">{coin.currency}</span>}
          name="amount"
        />
        <VoucherUpload value={voucher} onChange={setVoucher} />
        <Button
          className="tw-submit"
          type="primary"
          block
          round
          loading={busy}
          onClick={onSubmit}
          data-testid="submit-bank"
        >
          {t('deposit.page.submit')}
        </Button>
      </div>
    </FormCard>
  );
}

/** Quick deposit (spec §7 `depositIn`): the amount, reviewed by an operator. */
export function QuickDeposit({ coin }: { coin: DepositCurrency }) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  const min = coinMinimum(coin);
  const { busy, done, submit, again } = useSubmission(submitQuickDeposit);
  if (done) return <UnderReview onAgain={again} />;

  const onSubmit = () => {
    const problem = wholeAmountProblem(amount, min);
    if (problem) return void Toast(t(problem, { min: displayAmount(min), coin: coin.currency }));
    void submit({ currency_id: coin.currency_id, amount: amount.trim() });
  };

  return (
    <FormCard title={t('deposit.page.quick_title')}>
      <div data-testid="quick-deposit">
        <p className="tw-muted tw-small">{t('deposit.page.quick_note')}</p>
        <Field
          value={amount}
          onChange={(v) => setAmount(v.replace(/\D/g, ''))}
          label={t('deposit.page.amount')}
          placeholder={t('deposit.page.amount_placeholder', {
            min: displayAmount(min),
            symbol: coin.currency,
          })}
          type="digit"
          rightIcon={<span className="tw-muted">{coin.currency}</span>}
          name="amount"
        />

        <Button
          className="tw-submit"
          type="primary"
          block
          round
          loading={busy}
          onClick={onSubmit}
          data-testid="submit-quick"
        >
          {t('deposit.page.submit')}
        </Button>
      </div>
    </FormCard>
  );
}
