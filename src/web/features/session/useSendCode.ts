import { useTranslation } from 'react-i18next';
import { Toast } from 'react-vant';
import type { CodeScene } from '../../../core/schemas/user';
import { sendMailCodeRequest, sendSmsCodeRequest } from '../../../core/schemas/user';
import { api } from '../../api';
import { firstProblem } from '../../ui/forms/validate';

/** Sends a code to the e-mail or phone typed in the form; true when it went out. */
export function useSendCode(scene: CodeScene) {
  const { t } = useTranslation();
  return async (target: { type: 'email' | 'phone'; account: string; areaCode: string }): Promise<boolean> => {
    const [path, schema, body] =
      target.type === 'email'
        ? (['sms_mail', sendMailCodeRequest, { email: target.account, scene }] as const)
        : ([
            'sms_send',
            sendSmsCodeRequest,
            { phone: target.account, area_code: target.areaCode, scene },
          ] as const);
    const problem = firstProblem(schema, body);
    if (problem) {
      Toast(t(problem));
      return false;
    }
    try {
      await api.post(path, body);
      Toast(t('code.sent'));
      return true;
    } catch {
      return false;
    }
  };
}
