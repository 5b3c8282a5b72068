import { useTranslation } from 'react-i18next';
import { Toast } from 'react-vant';
import type { CodeScene } from '../../../core/schemas/user';
import { sendMailCodeRequest, sendSmsCodeRequest } from '../../../core/schemas/user';
import { api } from '../../api';
import { codesSendMail, codesSendSms } from '../../api/endpoints';
import { firstProblem } from '../../ui/forms/validate';

/** Sends a code to the e-mail or phone typed in the form; true when it went out. */
export function useSendCode(scene: CodeScene) {
  const { t } = useTranslation();
  return async (target: { type: 'email' | 'phone'; account: string; areaCode: string }): Promise<boolean> => {
    const email = { email: target.account, scene };
    const phone = { phone: target.account, area_code: target.areaCode, scene };
    const problem =
      target.type === 'email'
        ? firstProblem(sendMailCodeRequest, email)
        : firstProblem(sendSmsCodeRequest, phone);
    if (problem) {
      Toast(t(problem));
      return false;
    }
    try {
      await (target.type === 'email' ? api.call(codesSendMail, email) : api.call(codesSendSms, phone));
      Toast(t('code.sent'));
      return true;
    } catch {
      return false;
    }
  };
}
