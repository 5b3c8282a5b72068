import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Field, Toast } from 'react-vant';
import 'react-vant/es/tabs/style/index.css';
import { schemaErrors } from '../../../core/forms/fieldErrors';
import { forgetRequest } from '../../../core/schemas/user';
import { api } from '../../api';
import { userForget } from '../../api/endpoints';
import { AccountFields, type AccountValues } from './AccountFields';
import { defaultAreaCode } from './AreaCodePicker';
import { editFields } from '../../ui/forms/editFields';
import { SubmitButton } from '../../ui/forms/SubmitButton';
import { useFieldErrors } from '../../ui/forms/useFieldErrors';
import { useSubmit } from '../../ui/forms/useSubmit';
import { currentLanguage } from '../../app/i18n';
import { LOGIN_PATH } from '../../api/session/loginRedirect';
import { Page } from '../../ui/page/Page';
import { BarTabs } from '../../ui/page/BarTabs';

/** The recovery form, named as `user/forget` names its fields; only e-mail and phone get a code. */
type ForgetForm = AccountValues & { account_type: 'email' | 'phone'; password: string; re_password: string };
type ForgetField = keyof ForgetForm;

/** Password recovery by a code sent to the account's e-mail or phone. */
export default function ForgetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form, setForm] = useState<ForgetForm>(() => ({
    account_type: 'email',
    account: '',
    area_code: defaultAreaCode(currentLanguage()),
    code: '',
    password: '',
    re_password: '',
  }));
  const shown = useFieldErrors<ForgetField>(schemaErrors<ForgetField>(forgetRequest, form));
  const set = editFields(setForm, shown.touch);
  const sender = useSubmit((body: ForgetForm) => api.call(userForget, body));

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (shown.reason || !(await sender.run(form)).ok) return;
    Toast.success(t('forget.done'));
    navigate(LOGIN_PATH, { replace: true });
  };

  return (
    <Page title={t('forget.title')} testId="forget-page">
      <BarTabs
        active={form.account_type}
        onChange={(name) =>
          setForm((f) => ({ ...f, account_type: name as ForgetForm['account_type'], account: '', code: '' }))
        }
      >
        <BarTabs.TabPane name="email" title={t('account_type.email')} />
        <BarTabs.TabPane name="phone" title={t('account_type.phone')} />
      </BarTabs>
      <form className="tw-content tw-form" onSubmit={submit}>
        <AccountFields values={form} onChange={set} scene="forget" under={shown.under} touch={shown.touch} />
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
        <SubmitButton reason={shown.reason} busy={sender.busy} testId="forget-submit">
          {t('forget.submit')}
        </SubmitButton>
      </form>
    </Page>
  );
}
