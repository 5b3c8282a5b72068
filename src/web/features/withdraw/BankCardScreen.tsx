import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Field, Toast } from 'react-vant';
import 'react-vant/es/field/style/index.css';
import { bankCardRequest, type BankCard, type BankCardRequest } from '../../../core/schemas/withdrawals';
import { firstProblem } from '../../ui/forms/validate';
import { useBankCard, withdrawKeys } from './queries';
import { api } from '../../api';
import { withdrawSaveBankCard } from '../../api/endpoints';
import { Page } from '../../ui/page/Page';
import { useGoBack } from '../../ui/page/useGoBack';

/** Every field of spec §3's bank card, in its order; all required. */
const FIELDS: (keyof BankCardRequest)[] = [
  'holder_name',
  'bank_name',
  'card_number',
  'branch_name',
  'branch_number',
  'bank_address',
  'swift_code',
  'iban',
  'payee_address',
  'postal_code',
];
const EMPTY = Object.fromEntries(FIELDS.map((f) => [f, ''])) as Record<keyof BankCardRequest, string>;

export default function BankCardPage() {
  const { t } = useTranslation();
  const card = useBankCard();
  return (
    <Page title={t('bankCard.title')} testId="bank-card-page">
      {/* The form starts from the saved card, so it waits for the answer. */}
      {card.isFetched && <BankCardForm saved={card.data ?? null} />}
    </Page>
  );
}

function BankCardForm({ saved }: { saved: BankCard | null }) {
  const { t } = useTranslation();
  const goBack = useGoBack('/pages/user/address/index');
  const queryClient = useQueryClient();
  const [form, setForm] = useState(() =>
    saved ? (Object.fromEntries(FIELDS.map((f) => [f, saved[f]])) as typeof EMPTY) : EMPTY,
  );
  const [busy, setBusy] = useState(false);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const problem = firstProblem(bankCardRequest, form);
    if (problem) return void Toast(t(problem));
    setBusy(true);
    try {
      await api.call(withdrawSaveBankCard, form);
      await queryClient.invalidateQueries({ queryKey: withdrawKeys.all });
      Toast.success(t('bankCard.saved'));
      goBack();
    } catch {
      // Shown by the client.
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="tw-content tw-form" onSubmit={submit}>
      {FIELDS.map((field) => (
        <Field
          key={field}
          value={form[field]}
          onChange={(v) => setForm((f) => ({ ...f, [field]: v }))}
          label={t(`bankCard.${field}`)}
          placeholder={t('bankCard.required')}
          name={field}
        />
      ))}
      <Button className="tw-submit" type="primary" block round nativeType="submit" loading={busy}>
        {t('common.save')}
      </Button>
    </form>
  );
}
