import { useTranslation } from 'react-i18next';
import { Toast } from 'react-vant';
import { schemaErrors } from '../../../core/forms/fieldErrors';
import type { CodeScene } from '../../../core/schemas/user';
import { sendMailCodeRequest, sendSmsCodeRequest } from '../../../core/schemas/user';
import { api } from '../../api';
import { codesSendMail, codesSendSms } from '../../api/endpoints';
import type { AccountValues } from './AccountFields';

/**
 * Sends a code to the e-mail or phone typed in the form; true when it went out. A target the
 * send call would refuse is not sent: `onInvalid` lets the form show why under the field.
 */
export function useSendCode(scene: CodeScene, onInvalid: () => void) {
  const { t } = useTranslation();
  return async (target: AccountValues): Promise<boolean> => {
    if (target.account_type === 'username') return false;
    const email = { email: target.account, scene };
    const phone = { phone: target.account, area_code: target.area_code, scene };
    const errors =
      target.account_type === 'email'
        ? schemaErrors(sendMailCodeRequest, email)
        : schemaErrors(sendSmsCodeRequest, phone);
    if (errors.length > 0) {
      onInvalid();
      return false;
    }
    try {
      await (target.account_type === 'email'
        ? api.call(codesSendMail, email)
        : api.call(codesSendSms, phone));
      Toast(t('code.sent'));
      return true;
    } catch {
      return false;
    }
  };
}
