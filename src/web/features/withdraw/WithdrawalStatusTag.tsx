import { useTranslation } from 'react-i18next';
import type { WithdrawalStatus } from '../../../core/schemas/withdrawals';

/** Spec §4: under review, approved, rejected. */
export function WithdrawalStatusTag({ status }: { status: WithdrawalStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`tw-badge tw-wd-status tw-wd-status--${status}`} data-testid="withdrawal-status">
      {t(`withdraw.record.status_${status}`)}
    </span>
  );
}
