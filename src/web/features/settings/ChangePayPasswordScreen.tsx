import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Dialog, Field, Toast } from 'react-vant';
import 'react-vant/es/dialog/style/index.css';
import 'react-vant/es/field/style/index.css';
import {
  payPasswordForm,
  type PayPasswordField,
  type PayPasswordFormState,
} from '../../../core/forms/payPasswordForm';
import type { PublicUser } from '../../../core/schemas/user';
import { api } from '../../api';
import { userUpdatePayPassword } from '../../api/endpoints';
import { OwnContactCodeField } from '../../ui/forms/OwnContactCodeField';
import { SubmitButton } from '../../ui/forms/SubmitButton';
import { useFieldErrors } from '../../ui/forms/useFieldErrors';
import { useSubmit } from '../../ui/forms/useSubmit';
import { formatTime } from '../../ui/format/formatTime';
import { useProfile } from '../session';
import { Page } from '../../ui/page/Page';
import { useGoBack } from '../../ui/page/useGoBack';

const EMPTY: PayPasswordFormState = { old_pay_password: '', pay_password: '', re_pay_password: '', code: '' };

/** The 6-digit fund password used for withdrawals, addresses and the bank card: set it, or change it. */
export default function ChangePayPasswordPage() {
  const { t } = useTranslation();
  const profile = useProfile();
  return (
    <Page
      title={profile.data?.has_pay_password === false ? t('pay_password.set_title') : t('pay_password.title')}
      testId="change-pay-password-page"
    >
      {/* Setting and changing ask for different fields: the form waits for the profile. */}
      {profile.data && <PayPasswordForm user={profile.data} />}
    </Page>
  );
}

function PayPasswordForm({ user }: { user: PublicUser }) {
  const { t, i18n } = useTranslation();
  const goBack = useGoBack('/pages/settings/index');
  const queryClient = useQueryClient();
  const change = user.has_pay_password;
  // The server sends the code to the user's e-mail, else their phone (sms_other_mail).
  const contact = user.email ?? user.phone;
  const [form, setForm] = useState(EMPTY);
  const { errors } = payPasswordForm(form, { hasPayPassword: change, codeRequired: Boolean(contact) });
  const shown = useFieldErrors<PayPasswordField>(errors);
  const set = (field: PayPasswordField, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    shown.touch(field);
  };
  const sender = useSubmit((body: PayPasswordFormState) =>
    api.call(userUpdatePayPassword, {
      old_pay_password: change ? body.old_pay_password : undefined,
      pay_password: body.pay_password,
      re_pay_password: body.re_pay_password,
      code: body.code || undefined,
    }),
  );

  const submit = async () => {
    if (errors.length > 0) return;
    const sent = await sender.run(form);
    if (!sent.ok) return;
    const saved = sent.result;
    // Withdrawal gates and the profile both change.
    await queryClient.invalidateQueries();
    if (saved.withdrawals_held_until) {
      await Dialog.alert({
        message: t('pay_password.changed_held', {
          until: formatTime(saved.withdrawals_held_until, i18n.language),
        }),
        confirmButtonText: t('common.confirm'),
      });
    } else {
      Toast.success(t('pay_password.changed'));
    }
    goBack();
  };

  const passwordField = (field: PayPasswordField, label: string) => (
    <Field
      value={form[field]}
      onChange={(v) => set(field, v)}
      type="password"
      label={label}
      errorMessage={shown.under(field)}
      placeholder={t('pay_password.placeholder')}
      name={field}
    />
  );

  return (
    <form
      className="tw-content tw-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {change && passwordField('old_pay_password', t('pay_password.old'))}
      {passwordField('pay_password', t('pay_password.new'))}
      {passwordField('re_pay_password', t('pay_password.confirm'))}
      {change && (
        <OwnContactCodeField
          scene="pay_password"
          to={contact}
          value={form.code}
          onChange={(code) => set('code', code)}
          error={shown.under('code')}
          placeholder={(target) => t('pay_password.code_to', { target })}
          noContact={t('pay_password.no_contact')}
          testId="pay-password-send-code"
        />
      )}
      {change && (
        <p className="tw-hint tw-muted" data-testid="pay-password-hold-notice">
          {t('pay_password.hold_notice')}
        </p>
      )}
      <SubmitButton reason={shown.reason} busy={sender.busy} testId="pay-password-submit">
        {t('common.confirm')}
      </SubmitButton>
    </form>
  );
}
