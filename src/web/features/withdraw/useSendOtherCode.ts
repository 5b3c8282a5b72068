import { useTranslation } from 'react-i18next';
import { Toast } from 'react-vant';
import type { CodeContact } from '../../../core/schemas/withdrawals';
import { api } from '../../api';

/** Sends the address-binding or withdrawal code to the user's own e-mail or phone. */
export function useSendOtherCode(scene: 'bind_address' | 'withdraw') {
  const { t } = useTranslation();
  return async (): Promise<boolean> => {
    try {
      const res = await api.post<{ sent: boolean; contact: CodeContact }>('sms_other_mail', { scene });
      if (res.sent) Toast(t('code.sent'));
      return res.sent;
    } catch {
      return false;
    }
  };
}
