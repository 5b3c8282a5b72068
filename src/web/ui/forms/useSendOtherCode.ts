import { useTranslation } from 'react-i18next';
import { Toast } from 'react-vant';
import type { OtherCodeScene } from '../../../core/schemas/withdrawals';
import { api } from '../../api';
import { withdrawSendCode } from '../../api/endpoints';

/**
 * Sends the code for a sensitive action (address, bank card, withdrawal, fund-password change)
 * to the user's own e-mail or phone.
 */
export function useSendOtherCode(scene: OtherCodeScene) {
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
