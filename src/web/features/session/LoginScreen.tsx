import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Field } from 'react-vant';
import 'react-vant/es/field/style/index.css';
import { schemaErrors } from '../../../core/forms/fieldErrors';
import { loginRequest } from '../../../core/schemas/user';
import { api } from '../../api';
import { userLogin } from '../../api/endpoints';
import { editFields } from '../../ui/forms/editFields';
import { SubmitButton } from '../../ui/forms/SubmitButton';
import { useFieldErrors } from '../../ui/forms/useFieldErrors';
import { useSubmit } from '../../ui/forms/useSubmit';
import { useAuthSuccess } from './useAuthSuccess';
import { Logo } from '../../ui/Logo';
import { Page } from '../../ui/page/Page';
import { WalletButtons } from './WalletButtons';

type LoginForm = { account: string; password: string };

/** Wallet login first (what the page's wallet supports), then e-mail, phone or username. */
export default function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const onSuccess = useAuthSuccess();
  const [form, setForm] = useState<LoginForm>({ account: '', password: '' });
  const shown = useFieldErrors<keyof LoginForm>(schemaErrors<keyof LoginForm>(loginRequest, form));
  const set = editFields(setForm, shown.touch);
  const sender = useSubmit((body: LoginForm) => api.call(userLogin, body));

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (shown.reason) return;
    const sent = await sender.run(form);
    if (sent.ok) onSuccess(sent.result);
  };

  return (
    <Page title={t('login.title')} testId="login-page">
      <form className="tw-content tw-form" onSubmit={submit}>
        <div className="tw-auth-head">
          <Logo size={48} />
          <h2>{t('login.heading')}</h2>
        </div>
        <WalletButtons />
        <div className="tw-divider">{t('wallet.or_account')}</div>
        <Field
          value={form.account}
          onChange={(account) => set({ account })}
          label={t('login.account')}
          placeholder={t('login.account_placeholder')}
          errorMessage={shown.under('account')}
          name="account"
          clearable
        />
        <Field
          value={form.password}
          onChange={(password) => set({ password })}
          type="password"
          label={t('login.password')}
          placeholder={t('login.password_placeholder')}
          errorMessage={shown.under('password')}
          name="password"
        />
        <SubmitButton reason={shown.reason} busy={sender.busy} testId="login-submit">
          {t('login.submit')}
        </SubmitButton>
        <div className="tw-auth-links">
          <Link to={`/pages/user/login/register${location.search}`}>{t('login.to_register')}</Link>
          <Link to="/pages/user/login/forgetPassword">{t('login.forgot')}</Link>
        </div>
      </form>
    </Page>
  );
}
