import { BANK_NETWORK, type WithdrawInfo } from '../../../core/schemas/withdrawals';

export type WithdrawGate = {
  /** Why the form cannot be sent (an i18n key), with its count when it has one. */
  reason: string;
  count?: number;
  /** When waiting ends (ISO), for a hold after a security change. */
  until?: string;
  /** Where the user fixes it, and the link's text; none when only waiting helps. */
  fix?: { path: string; label: string };
};

/** The first unmet gate of spec §5/§6, in the order the server checks them; null when all are met. */
export function withdrawGate(info: WithdrawInfo): WithdrawGate | null {
  const bank = info.network === BANK_NETWORK;
  if (!info.gates.destination_saved)
    return bank
      ? {
          reason: 'withdraw.gate_bank',
          fix: { path: '/pages/user/address/bank', label: 'withdraw.fix_bank' },
        }
      : {
          reason: 'withdraw.gate_address',
          fix: {
            path: `/pages/user/address/create?coin=${info.currency_id}&network=${info.network}`,
            label: 'withdraw.fix_address',
          },
        };
  if (!info.gates.pay_password_set)
    return {
      reason: 'withdraw.gate_pay_password',
      fix: { path: '/pages/settings/security/changePayPassword', label: 'withdraw.fix_pay_password' },
    };
  if (!info.gates.verified)
    return {
      reason: 'withdraw.gate_verified',
      fix: { path: '/pages/verification/index', label: 'withdraw.fix_verified' },
    };
  // A changed fund password or a replaced bank card: only waiting helps, the text says until when.
  if (info.hold) return { reason: `withdraw.gate_held_${info.hold.reason}`, until: info.hold.until };
  if (info.pay_locked_minutes > 0) return { reason: 'withdraw.gate_locked', count: info.pay_locked_minutes };
  if (info.daily_left <= 0) return { reason: 'withdraw.gate_daily' };
  return null;
}
