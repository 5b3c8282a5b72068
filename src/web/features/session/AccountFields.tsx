import { useTranslation } from 'react-i18next';
import { Field } from 'react-vant';
import 'react-vant/es/field/style/index.css';
import type { CodeScene } from '../../../core/schemas/user';
import { AreaCodePicker } from './AreaCodePicker';
import { sixDigits } from '../../ui/forms/digits';
import { SendCodeButton } from '../../ui/forms/SendCodeButton';
import { useSendCode } from './useSendCode';

export type AccountValues = {
  type: 'email' | 'phone' | 'username';
  account: string;
  areaCode: string;
  code: string;
};

/** The account box (e-mail, phone with country code, or username) and, where needed, its code. */
export function AccountFields({
  values,
  onChange,
  scene,
}: {
  values: AccountValues;
  onChange(patch: Partial<AccountValues>): void;
  scene: CodeScene;
}) {
  const { t } = useTranslation();
  const sendCode = useSendCode(scene);
  const { type } = values;
  return (
    <>
      <Field
        value={values.account}
        onChange={(account) => onChange({ account })}
        label={t(`account_type.${type}`)}
        placeholder={t(`account_type.${type}_placeholder`)}
        type={type === 'phone' ? 'tel' : 'text'}
        name="account"
        prefix={
          type === 'phone' ? (
            <AreaCodePicker value={values.areaCode} onChange={(areaCode) => onChange({ areaCode })} />
          ) : undefined
        }
        clearable
      />
      {type !== 'username' && (
        <Field
          value={values.code}
          onChange={(code) => onChange({ code: sixDigits(code) })}
          label={t('code.label')}
          placeholder={t('code.placeholder')}
          type="digit"

          name="code"
          button={
            <SendCodeButton
              send={() => sendCode({ type, account: values.account, areaCode: values.areaCode })}
              testId="send-code"
            />
          }
        />
      )}
    </>
  );
}
