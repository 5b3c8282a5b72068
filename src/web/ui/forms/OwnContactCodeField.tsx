import { useTranslation } from 'react-i18next';
import { Field } from 'react-vant';
import 'react-vant/es/field/style/index.css';
import type { OtherCodeScene } from '../../../core/schemas/withdrawals';
import { SendCodeButton } from './SendCodeButton';
import { useSendOtherCode } from './useSendOtherCode';

/**
 * The code a sensitive action asks for, sent to the user's own e-mail or phone: the field with its
 * send button, or, for an account with neither, the hint that says what to do instead.
 */
export function OwnContactCodeField({
  scene,
  to,
  value,
  onChange,
  error,
  placeholder,
  noContact,
  testId,
}: {
  scene: OtherCodeScene;
  /** The masked e-mail or phone the code goes to; null or undefined when there is none. */
  to: string | null | undefined;
  value: string;
  onChange(code: string): void;
  error: string | undefined;
  /** The placeholder naming where the code goes. */
  placeholder(to: string): string;
  /** Shown in place of the field when there is no contact; nothing when left out. */
  noContact?: string;
  /** The send button's test id. */
  testId: string;
}) {
  const { t } = useTranslation();
  const send = useSendOtherCode(scene);
  if (!to) return noContact ? <p className="tw-hint tw-muted">{noContact}</p> : null;
  return (
    <Field
      value={value}
      onChange={onChange}
      // A digit pad on phones; the code stays as typed and its rule says what is wrong.
      type="tel"
      label={t('code.label')}
      errorMessage={error}
      placeholder={placeholder(to)}
      name="code"
      button={<SendCodeButton send={send} testId={testId} />}
    />
  );
}
