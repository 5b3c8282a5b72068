import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Button, Checkbox, Field, Tabs, Toast } from 'react-vant';
import 'react-vant/es/checkbox/style/index.css';
import 'react-vant/es/tabs/style/index.css';
import { registerRequest, type AccountType } from '../../../core/schemas/user';
import { api } from '../../api';
import { userRegister } from '../../api/endpoints';
import { AccountFields, type AccountValues } from './AccountFields';
import { defaultAreaCode } from './AreaCodePicker';
import { sixDigits } from '../../ui/forms/digits';
import { firstProblem } from '../../ui/forms/validate';
import { currentLanguage } from '../../app/i18n';
import { useRegConfig } from '../../api/config';
import { forgetInvite, inviteCode, rememberInviteFromLink } from './inviteCode';
import { useAuthSuccess } from './useAuthSuccess';
import { Page } from '../../ui/page/Page';

/** The invitation code of a referral link, or one remembered from an earlier visit. */
function useInviteFromLink(): string {
  const { search } = useLocation();
  useEffect(() => {
    rememberInviteFromLink(search);
  }, [search]);
  return inviteCode() ?? '';
}

export default function RegisterPage() {
  const { t } = useTranslation();
  const reg = useRegConfig();
  const onSuccess = useAuthSuccess();
  const invite = useInviteFromLink();
  const methods = (reg.data?.register_methods ?? ['email']) as AccountType[];
  const [identity, setIdentity] = useState<AccountValues>({
    type: 'email',
    account: '',
    areaCode: defaultAreaCode(currentLanguage()),
    code: '',
  });
  const [form, setForm] = useState({
    password: '',
    re_password: '',
    pay_password: '',
    re_pay_password: '',
    invite_code: invite,
  });
  const [agree, setAgree] = useState(false);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const body = {
      account_type: identity.type,
      account: identity.account,
      area_code: identity.areaCode,
      code: identity.code,
      ...form,
      agree: agree ? '1' : '',
    };
    const problem =
      firstProblem(registerRequest, body) ??
      (reg.data?.invite_required && !form.invite_code ? 'errors.invite_required' : null);
    if (problem) return void Toast(t(problem));
    setBusy(true);
    try {
      const result = await api.call(userRegister, body);
      forgetInvite();
      Toast.success(t('register.done'));
      onSuccess(result);
    } catch {
      // Shown by the client.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page title={t('register.title')} testId="register-page">
      {methods.length > 1 && (
        <Tabs
          active={identity.type}
          onChange={(name) =>
            setIdentity((v) => ({ ...v, type: name as AccountType, account: '', code: '' }))
          }
        >
          {methods.map((m) => (
            <Tabs.TabPane key={m} name={m} title={t(`account_type.${m}`)} />
          ))}
        </Tabs>
      )}
      <form className="tw-content tw-form" onSubmit={submit}>
        <AccountFields
          values={identity}
          onChange={(patch) => setIdentity((v) => ({ ...v, ...patch }))}
          scene="register"
        />
        <Field
          value={form.password}
          onChange={(password) => set({ password })}
          type="password"
          label={t('register.password')}
          placeholder={t('register.password_placeholder')}
          name="password"
        />
        <Field
          value={form.re_password}
          onChange={(re_password) => set({ re_password })}
          type="password"
          label={t('register.re_password')}
          placeholder={t('register.re_password_placeholder')}
          name="re_password"
        />
        <Field
          value={form.pay_password}
          onChange={(v) => set({ pay_password: sixDigits(v) })}
          type="password"
          label={t('register.pay_password')}
          placeholder={t('register.pay_password_placeholder')}
          name="pay_password"
        />
        <Field
          value={form.re_pay_password}
          onChange={(v) => set({ re_pay_password: sixDigits(v) })}
          type="password"
          label={t('register.re_pay_password')}
          placeholder={t('register.re_pay_password_placeholder')}
          name="re_pay_password"
        />
        <Field
          value={form.invite_code}
          onChange={(invite_code) => set({ invite_code })}
          label={t('register.invite_code')}
          placeholder={
            reg.data?.invite_required ? t('register.invite_required') : t('register.invite_optional')
          }
          name="invite_code"
        />
        <div className="tw-agree">
          <Checkbox checked={agree} onChange={setAgree} shape="square" iconSize={16}>
            {t('register.agree_prefix')}
          </Checkbox>
          <Link to="/pages/user/login/agree">{t('agree.title')}</Link>
        </div>
        <Button
          className="tw-submit"
          type="primary"
          block
          round
          nativeType="submit"
          loading={busy}
          data-testid="register-submit"
        >
          {t('register.submit')}
        </Button>
        <div className="tw-auth-links">
          <Link to="/pages/user/login/login">{t('register.to_login')}</Link>
        </div>
      </form>
    </Page>
  );
}
