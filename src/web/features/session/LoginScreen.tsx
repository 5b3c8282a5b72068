import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Button, Field, Toast } from 'react-vant';
import 'react-vant/es/field/style/index.css';
import { loginRequest } from '../../../core/schemas/user';
import { api } from '../../api';
import { userLogin } from '../../api/endpoints';
import { firstProblem } from '../../ui/forms/validate';
import { useAuthSuccess } from './useAuthSuccess';
import { Logo } from '../../ui/Logo';
import { Page } from '../../ui/page/Page';
import { WalletButtons } from './WalletButtons';

/** Wallet login first (what the page's wallet supports), then e-mail, phone or username. */
export default function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const onSuccess = useAuthSuccess();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const problem = firstProblem(loginRequest, { account, password });
    if (problem) return void Toast(t(problem));
    setBusy(true);
    try {
      onSuccess(await api.call(userLogin, { account, password }));
    } catch {
      // The client has already shown the server's message.
    } finally {
      setBusy(false);
    }
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
          value={account}
          onChange={setAccount}
          label={t('login.account')}
          placeholder={t('login.account_placeholder')}

          name="account"
          clearable
        />
        <Field
          value={password}
          onChange={setPassword}
          type="password"
          label={t('login.password')}
          placeholder={t('login.password_placeholder')}

          name="password"
        />
        <Button
          className="tw-submit"
          type="primary"
          block
          round
          nativeType="submit"
          loading={busy}
          data-testid="login-submit"
        >
          {t('login.submit')}
        </Button>
        <div className="tw-auth-links">
          <Link to={`/pages/user/login/register${location.search}`}>{t('login.to_register')}</Link>
          <Link to="/pages/user/login/forgetPassword">{t('login.forgot')}</Link>
        </div>
      </form>
    </Page>
  );
}
