import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Field, Toast } from 'react-vant';
import 'react-vant/es/field/style/index.css';
import { updatePasswordRequest } from '../../../core/schemas/user';
import { api } from '../../api';
import { userUpdatePassword } from '../../api/endpoints';
import { firstProblem } from '../../ui/forms/validate';
import { useProfile } from '../session';
import { Page } from '../../ui/page/Page';
import { useGoBack } from '../../ui/page/useGoBack';

/** Old, new and confirmed login password. Other devices are signed out afterwards. */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const goBack = useGoBack('/pages/settings/index');
  const profile = useProfile();
  const hasPassword = profile.data?.has_password ?? true;
  const [form, setForm] = useState({ old_password: '', password: '', re_password: '' });
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const problem =
      (hasPassword && !form.old_password ? 'errors.old_password_required' : null) ??
      firstProblem(updatePasswordRequest, form);
    if (problem) return void Toast(t(problem));
    setBusy(true);
    try {
      await api.call(userUpdatePassword, form);
      Toast.success(t('password.changed'));
      goBack();
    } catch {
      // Shown by the client.
    } finally {
      setBusy(false);
    }
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
            name="old_password"
          />
        )}
        <Field
          value={form.password}
          onChange={(password) => set({ password })}
          type="password"
          label={t('password.new')}
          placeholder={t('register.password_placeholder')}
          name="password"
        />
        <Field
          value={form.re_password}
          onChange={(re_password) => set({ re_password })}
          type="password"
          label={t('password.confirm')}
          placeholder={t('register.re_password_placeholder')}
          name="re_password"
        />
        <p className="tw-muted tw-hint">{t('password.others_signed_out')}</p>
        <Button
          className="tw-submit"
          type="primary"
          block
          round
          nativeType="submit"
          loading={busy}
          data-testid="change-password-submit"
        >
          {t('common.confirm')}
        </Button>
      </form>
    </Page>
  );
}
