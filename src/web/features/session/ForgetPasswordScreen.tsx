import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Field, Tabs, Toast } from 'react-vant';
import 'react-vant/es/tabs/style/index.css';
import { forgetRequest } from '../../../core/schemas/user';
import { api } from '../../api';
import { userForget } from '../../api/endpoints';
import { AccountFields, type AccountValues } from './AccountFields';
import { defaultAreaCode } from './AreaCodePicker';
import { firstProblem } from '../../ui/forms/validate';
import { currentLanguage } from '../../app/i18n';
import { LOGIN_PATH } from '../../api/session/loginRedirect';
import { Page } from '../../ui/page/Page';

/** Password recovery by a code sent to the account's e-mail or phone. */
export default function ForgetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [identity, setIdentity] = useState<AccountValues>({
    type: 'email',
    account: '',
    areaCode: defaultAreaCode(currentLanguage()),
    code: '',
  });
  const [password, setPassword] = useState('');
  const [rePassword, setRePassword] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const body = {
      account_type: identity.type,
      account: identity.account,
      area_code: identity.areaCode,
      code: identity.code,
      password,
      re_password: rePassword,
    };
    const problem = firstProblem(forgetRequest, body);
    if (problem) return void Toast(t(problem));
    const { account_type } = body;
    if (account_type === 'username') return; // firstProblem has refused it already
    setBusy(true);
    try {
      await api.call(userForget, { ...body, account_type });
      Toast.success(t('forget.done'));
      navigate(LOGIN_PATH, { replace: true });
    } catch {
      // Shown by the client.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page title={t('forget.title')} testId="forget-page">
      <Tabs
        active={identity.type}
        onChange={(name) =>
          setIdentity((v) => ({ ...v, type: name as 'email' | 'phone', account: '', code: '' }))
        }
      >
        <Tabs.TabPane name="email" title={t('account_type.email')} />
        <Tabs.TabPane name="phone" title={t('account_type.phone')} />
      </Tabs>
      <form className="tw-content tw-form" onSubmit={submit}>
        <AccountFields
          values={identity}
          onChange={(patch) => setIdentity((v) => ({ ...v, ...patch }))}
          scene="forget"
        />
        <Field
          value={password}
          onChange={setPassword}
          type="password"
          label={t('password.new')}
          placeholder={t('register.password_placeholder')}
          name="password"
        />
        <Field
          value={rePassword}
          onChange={setRePassword}
          type="password"
          label={t('password.confirm')}
          placeholder={t('register.re_password_placeholder')}
          name="re_password"
        />
        <Button
          className="tw-submit"
          type="primary"
          block
          round
          nativeType="submit"
          loading={busy}
          data-testid="forget-submit"
        >
          {t('forget.submit')}
        </Button>
      </form>
    </Page>
  );
}
