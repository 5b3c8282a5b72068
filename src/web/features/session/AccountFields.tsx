import { useTranslation } from 'react-i18next';
import { Field } from 'react-vant';
import 'react-vant/es/field/style/index.css';
import type { AccountType, CodeScene } from '../../../core/schemas/user';
import { AreaCodePicker } from './AreaCodePicker';
import { SendCodeButton } from '../../ui/forms/SendCodeButton';
import { useSendCode } from './useSendCode';

/** The identity part of register and forget, named as those calls name it. */
export type AccountValues = {
  account_type: AccountType;
  account: string;
  area_code: string;
  code: string;
};
export type AccountField = Exclude<keyof AccountValues, 'account_type'>;

/**
 * The account box (e-mail, phone with country code, or username) and, where needed, its code.
 * `onChange` is the form's `editFields` setter, which also marks the fields touched.
 */
export function AccountFields({
  values,
  onChange,
  scene,
  under,
  touch,
}: {
  values: AccountValues;
  onChange(patch: Partial<AccountValues>): void;
  scene: CodeScene;
  /** The error shown under a field (see useFieldErrors). */
  under(field: AccountField): string | undefined;
  touch(field: AccountField): void;
}) {
  const { t } = useTranslation();
  // A bad e-mail or phone is said under the account box, as the form says it, not sent.
  const sendCode = useSendCode(scene, () => touch('account'));
  const type = values.account_type;
  return (
    <>
      <Field
        value={values.account}
        onChange={(account) => onChange({ account })}
        label={t(`account_type.${type}`)}
        placeholder={t(`account_type.${type}_placeholder`)}
        errorMessage={under('account') ?? under('area_code')}
        type={type === 'phone' ? 'tel' : 'text'}
        name="account"
        prefix={
          type === 'phone' ? (
            <AreaCodePicker value={values.area_code} onChange={(area_code) => onChange({ area_code })} />
          ) : undefined
        }
        clearable
      />
      {type !== 'username' && (
        <Field
          value={values.code}
          onChange={(code) => onChange({ code })}
          label={t('code.label')}
          placeholder={t('code.placeholder')}
          errorMessage={under('code')}
          // A digit pad on phones, without react-vant's "digit" type, which drops what is not a digit.
          type="tel"
          name="code"
          button={<SendCodeButton send={() => sendCode(values)} testId="send-code" />}
        />
      )}
    </>
  );
}
