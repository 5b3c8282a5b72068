import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Field, Toast } from 'react-vant';
import 'react-vant/es/field/style/index.css';
import {
  BANK_CARD_FIELDS,
  bankCardForm,
  type BankCardField,
  type BankCardFormState,
} from '../../../core/forms/bankCardForm';
import { BANK_NETWORK, type BankCard } from '../../../core/schemas/withdrawals';
import { OwnContactCodeField } from '../../ui/forms/OwnContactCodeField';
import { SubmitButton } from '../../ui/forms/SubmitButton';
import { useFieldErrors } from '../../ui/forms/useFieldErrors';
import { useSubmit } from '../../ui/forms/useSubmit';
import { formatTime } from '../../ui/format/formatTime';
import { useBankCard, useWithdrawInfo, withdrawKeys } from './queries';
import { api } from '../../api';
import { withdrawSaveBankCard } from '../../api/endpoints';
import { Page } from '../../ui/page/Page';
import { useGoBack } from '../../ui/page/useGoBack';
import './withdraw.css';

/** The bank withdrawals' USDT (the card takes USDT only); get_info says where the code goes. */
const USDT_ID = 3;

const EMPTY = Object.fromEntries(
  [...BANK_CARD_FIELDS, 'pay_password', 'code'].map((f) => [f, '']),
) as BankCardFormState;

export default function BankCardPage() {
  const { t } = useTranslation();
  const card = useBankCard();
  const info = useWithdrawInfo(USDT_ID, BANK_NETWORK);
  return (
    <Page title={t('bankCard.title')} testId="bank-card-page">
      {/* The form starts from the saved card and needs to know where the code goes. */}
      {card.isFetched && info.isFetched && (
        <BankCardForm saved={card.data ?? null} contact={info.data?.contact?.masked ?? null} />
      )}
    </Page>
  );
}

/** Spec §3's card, guarded like an address (spec §5): fund password and the code sent to the user. */
function BankCardForm({ saved, contact }: { saved: BankCard | null; contact: string | null }) {
  const { t, i18n } = useTranslation();
  const goBack = useGoBack('/pages/user/address/index');
  const queryClient = useQueryClient();
  const [form, setForm] = useState<BankCardFormState>(() =>
    saved ? { ...EMPTY, ...Object.fromEntries(BANK_CARD_FIELDS.map((f) => [f, saved[f]])) } : EMPTY,
  );
  const { errors } = bankCardForm(form, { codeRequired: Boolean(contact) });
  const shown = useFieldErrors<BankCardField>(errors);
  const set = (field: BankCardField, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    shown.touch(field);
  };
  const sender = useSubmit((body: BankCardFormState) =>
    api.call(withdrawSaveBankCard, { ...body, code: body.code || undefined }),
  );
  const heldUntil = saved?.held_until ?? null;

  const submit = async () => {
    if (errors.length > 0) return;
    if (!(await sender.run(form)).ok) return;
    await queryClient.invalidateQueries({ queryKey: withdrawKeys.all });
    Toast.success(t('bankCard.saved'));
    goBack();
  };

  return (
    <form
      className="tw-content tw-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {heldUntil && (
        <div className="tw-wd-gate" role="status" data-testid="bank-card-held">
          <span>{t('bankCard.held', { until: formatTime(heldUntil, i18n.language) })}</span>
        </div>
      )}
      {BANK_CARD_FIELDS.map((field) => (
        <Field
          key={field}
          value={form[field]}
          onChange={(v) => set(field, v)}
          label={t(`bankCard.${field}`)}
          errorMessage={shown.under(field)}
          placeholder={t('bankCard.required')}
          name={field}
        />
      ))}
      <Field
        value={form.pay_password}
        onChange={(v) => set('pay_password', v)}
        type="password"
        label={t('bankCard.pay_password')}
        errorMessage={shown.under('pay_password')}
        placeholder={t('bankCard.pay_password_placeholder')}
        name="pay_password"
      />
      <OwnContactCodeField
        scene="bind_card"
        to={contact}
        value={form.code}
        onChange={(code) => set('code', code)}
        error={shown.under('code')}
        placeholder={(target) => t('bankCard.code_to', { target })}
        noContact={t('bankCard.no_contact')}
        testId="bank-card-send-code"
      />
      {saved && (
        <p className="tw-hint tw-muted" data-testid="bank-card-replace-notice">
          {t('bankCard.replace_notice')}
        </p>
      )}
      <SubmitButton reason={shown.reason} busy={sender.busy} testId="bank-card-submit">
        {t('common.save')}
      </SubmitButton>
    </form>
  );
}
