import { useTranslation } from 'react-i18next';
import { clock, URGENT_MS } from './orderActions';

/**
 * The time left to pay, big: "29:59", red in the last five minutes; at zero the order is being
 * cancelled by the engine, and says so until the change arrives.
 */
export function PayCountdown({ left, iPay }: { left: number; iPay: boolean }) {
  const { t } = useTranslation();
  if (left <= 0)
    return (
      <p className="tw-c2c-countdown" data-urgent="true" data-testid="c2c-countdown-expired" role="status">
        {t('c2c.detail.expired')}
      </p>
    );
  return (
    <p className="tw-c2c-countdown" data-urgent={left <= URGENT_MS} data-testid="c2c-countdown-box">
      <span className="tw-muted tw-small">
        {t(iPay ? 'c2c.detail.pay_within' : 'c2c.detail.buyer_pays_within')}
      </span>
      <strong className="tw-num" data-testid="c2c-countdown">
        {clock(left)}
      </strong>
    </p>
  );
}
