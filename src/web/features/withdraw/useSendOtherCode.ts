import { useTranslation } from 'react-i18next';
import { Toast } from 'react-vant';
import { api } from '../../api';
import { withdrawSendCode } from '../../api/endpoints';

/** Sends the address-binding or withdrawal code to the user's own e-mail or phone. */
export function useSendOtherCode(scene: 'bind_address' | 'withdraw') {
  const { t } = useTranslation();
  return async (): Promise<boolean> => {
    try {
      const res = await api.call(withdrawSendCode, { scene });
      if (res.sent) Toast(t('code.sent'));
      return res.sent;
    } catch {
      return false;
    }
  };
}
