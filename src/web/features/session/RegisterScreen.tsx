import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Checkbox, Field, Toast } from 'react-vant';
import 'react-vant/es/checkbox/style/index.css';
import 'react-vant/es/tabs/style/index.css';
import { registerForm, type RegisterField, type RegisterFormState } from '../../../core/forms/registerForm';
import type { AccountType } from '../../../core/schemas/user';
import { api } from '../../api';
import { userRegister } from '../../api/endpoints';
import { AccountFields } from './AccountFields';
import { defaultAreaCode } from './AreaCodePicker';
import { editFields } from '../../ui/forms/editFields';
import { SubmitButton } from '../../ui/forms/SubmitButton';
import { useFieldErrors } from '../../ui/forms/useFieldErrors';
import { useSubmit } from '../../ui/forms/useSubmit';
import { currentLanguage } from '../../app/i18n';
import { useRegConfig } from '../../api/config';
import { forgetInvite, inviteCode, rememberInviteFromLink } from './inviteCode';
import { useAuthSuccess } from './useAuthSuccess';
import { Page } from '../../ui/page/Page';
import { BarTabs } from '../../ui/page/BarTabs';

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
  const [form, setForm] = useState<RegisterFormState>(() => ({
    account_type: 'email',
    account: '',
    area_code: defaultAreaCode(currentLanguage()),
    code: '',
    password: '',
    re_password: '',
    pay_password: '',
    re_pay_password: '',
    invite_code: invite,
    agree: false,
  }));
  const { errors } = registerForm(form, { inviteRequired: reg.data?.invite_required ?? false });
  const shown = useFieldErrors<RegisterField>(errors);
  const set = editFields(setForm, shown.touch);
  const sender = useSubmit((body: RegisterFormState) =>
    api.call(userRegister, { ...body, agree: body.agree ? '1' : '' }),
  );

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (errors.length > 0) return;
    const sent = await sender.run(form);
    if (!sent.ok) return;
    forgetInvite();
    Toast.success(t('register.done'));
    onSuccess(sent.result);
  };

  const passwordField = (name: 'password' | 're_password' | 'pay_password' | 're_pay_password') => (
    <Field
      value={form[name]}
      onChange={(v) => set({ [name]: v })}
      type="password"
      label={t(`register.${name}`)}
      placeholder={t(`register.${name}_placeholder`)}
      errorMessage={shown.under(name)}
      name={name}
    />
  );

  return (
    <Page title={t('register.title')} testId="register-page">
      {methods.length > 1 && (
        <BarTabs
          active={form.account_type}
          onChange={(name) =>
            setForm((f) => ({ ...f, account_type: name as AccountType, account: '', code: '' }))
          }
        >
          {methods.map((m) => (
            <BarTabs.TabPane key={m} name={m} title={t(`account_type.${m}`)} />
          ))}
        </BarTabs>
      )}
      <form className="tw-content tw-form" onSubmit={submit}>
        <AccountFields
          values={form}
          onChange={set}
          scene="register"
          under={shown.under}
          touch={shown.touch}
        />
        {passwordField('password')}
        {passwordField('re_password')}
        {passwordField('pay_password')}
        {passwordField('re_pay_password')}
        <Field
          value={form.invite_code}
          onChange={(invite_code) => set({ invite_code })}
          label={t('register.invite_code')}
          placeholder={
            reg.data?.invite_required ? t('register.invite_required') : t('register.invite_optional')
          }
          errorMessage={shown.under('invite_code')}
          name="invite_code"
        />
        <div className="tw-agree">
          <Checkbox checked={form.agree} onChange={(agree) => set({ agree })} shape="square" iconSize={16}>
            {t('register.agree_prefix')}
          </Checkbox>
          <Link to="/pages/user/login/agree">{t('agree.title')}</Link>
        </div>
        <SubmitButton reason={shown.reason} busy={sender.busy} testId="register-submit">
          {t('register.submit')}
        </SubmitButton>
        <div className="tw-auth-links">
          <Link to="/pages/user/login/login">{t('register.to_login')}</Link>
        </div>
      </form>
    </Page>
  );
}
