import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Field, Toast } from 'react-vant';
import 'react-vant/es/field/style/index.css';
import { updatePayPasswordRequest } from '../../../core/schemas/user';
import { api } from '../../api';
import { userUpdatePayPassword } from '../../api/endpoints';
import { sixDigits } from '../../ui/forms/digits';
import { firstProblem } from '../../ui/forms/validate';
import { useProfile, userKeys } from '../session';
import { Page } from '../../ui/page/Page';
import { useGoBack } from '../../ui/page/useGoBack';

/** The 6-digit fund password used for withdrawals and address binding: set it, or change it. */
export default function ChangePayPasswordPage() {
  const { t } = useTranslation();
  const goBack = useGoBack('/pages/settings/index');
  const queryClient = useQueryClient();
  const profile = useProfile();
  const hasPayPassword = profile.data?.has_pay_password ?? true;
  const [form, setForm] = useState({ old_pay_password: '', pay_password: '', re_pay_password: '' });
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const problem =
      (hasPayPassword && !form.old_pay_password ? 'errors.old_pay_password_required' : null) ??
      firstProblem(updatePayPasswordRequest, form);
    if (problem) return void Toast(t(problem));
    setBusy(true);
    try {
      await api.call(userUpdatePayPassword, form);
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
      Toast.success(t('pay_password.changed'));
      goBack();
    } catch {
      // Shown by the client.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page
      title={hasPayPassword ? t('pay_password.title') : t('pay_password.set_title')}
      testId="change-pay-password-page"
    >
      <form className="tw-content tw-form" onSubmit={submit}>
        {hasPayPassword && (
          <Field
            value={form.old_pay_password}
            onChange={(v) => set({ old_pay_password: sixDigits(v) })}
            type="password"
            label={t('pay_password.old')}
            placeholder={t('pay_password.placeholder')}
            name="old_pay_password"
          />
        )}
        <Field
          value={form.pay_password}
          onChange={(v) => set({ pay_password: sixDigits(v) })}
          type="password"
          label={t('pay_password.new')}
          placeholder={t('pay_password.placeholder')}
          name="pay_password"
        />
        <Field
          value={form.re_pay_password}
          onChange={(v) => set({ re_pay_password: sixDigits(v) })}
          type="password"
          label={t('pay_password.confirm')}
          placeholder={t('pay_password.placeholder')}
          name="re_pay_password"
        />
        <Button className="tw-submit" type="primary" block round nativeType="submit" loading={busy}>
          {t('common.confirm')}
        </Button>
      </form>
    </Page>
  );
}
