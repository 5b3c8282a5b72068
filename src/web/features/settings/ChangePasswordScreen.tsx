import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, Toast } from 'react-vant';
import 'react-vant/es/field/style/index.css';
import {
  changePasswordForm,
  type ChangePasswordField,
  type ChangePasswordFormState,
} from '../../../core/forms/changePasswordForm';
import { api } from '../../api';
import { userUpdatePassword } from '../../api/endpoints';
import { editFields } from '../../ui/forms/editFields';
import { SubmitButton } from '../../ui/forms/SubmitButton';
import { useFieldErrors } from '../../ui/forms/useFieldErrors';
import { useSubmit } from '../../ui/forms/useSubmit';
import { useProfile } from '../session';
import { Page } from '../../ui/page/Page';
import { useGoBack } from '../../ui/page/useGoBack';

/** Old, new and confirmed login password. Other devices are signed out afterwards. */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const goBack = useGoBack('/pages/settings/index');
  const profile = useProfile();
  const hasPassword = profile.data?.has_password ?? true;
  const [form, setForm] = useState<ChangePasswordFormState>({
    old_password: '',
    password: '',
    re_password: '',
  });
  const { errors } = changePasswordForm(form, { hasPassword });
  const shown = useFieldErrors<ChangePasswordField>(errors);
  const set = editFields(setForm, shown.touch);
  const sender = useSubmit((body: ChangePasswordFormState) => api.call(userUpdatePassword, body));

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (errors.length > 0 || !(await sender.run(form)).ok) return;
    Toast.success(t('password.changed'));
    goBack();
  };

  return (
    <Page title={t('password.title')} testId="change-password-page">
      <form className="tw-content tw-form" onSubmit={submit}>
        {hasPassword && (
          <Field
            value={form.old_password}
            onChange={(old_password) => set({ old_password })}
            type="password"
            label={t('password.old')}
            placeholder={t('password.old_placeholder')}
            errorMessage={shown.under('old_password')}
            name="old_password"
          />
        )}
        <Field
          value={form.password}
          onChange={(password) => set({ password })}
          type="password"
          label={t('password.new')}
          placeholder={t('register.password_placeholder')}
          errorMessage={shown.under('password')}
          name="password"
        />
        <Field
          value={form.re_password}
          onChange={(re_password) => set({ re_password })}
          type="password"
          label={t('password.confirm')}
          placeholder={t('register.re_password_placeholder')}
          errorMessage={shown.under('re_password')}
          name="re_password"
        />
        <p className="tw-muted tw-hint">{t('password.others_signed_out')}</p>
        <SubmitButton reason={shown.reason} busy={sender.busy} testId="change-password-submit">
          {t('common.confirm')}
        </SubmitButton>
      </form>
    </Page>
  );
}
