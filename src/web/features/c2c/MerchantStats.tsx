import { useTranslation } from 'react-i18next';
import type { C2cMerchantStats } from '../../../core/schemas/c2c';
import { ratePercentText } from './format';

/**
 * A merchant's record: nickname (a local demo's merchant marked so), then orders in 30 days,
 * completion rate and average release time.
 * A merchant with nothing decided yet has no rate or release time to show (the server's rate is 1
 * then, which would read as a perfect record); a release under a minute reads "~1 min", not "~0".
 */
export function MerchantStats({ merchant }: { merchant: C2cMerchantStats }) {
  const { t, i18n } = useTranslation();
  const released = merchant.orders_30d > 0;
  const decided = released || merchant.completion_rate !== '1';
  return (
    <div className="tw-c2c-merchant">
      <span className="tw-c2c-avatar" aria-hidden="true">
        {merchant.nickname.slice(0, 1).toUpperCase()}
      </span>
      <div>
        <strong data-testid="c2c-merchant-nickname">{merchant.nickname}</strong>
        {merchant.demo && (
          <span className="tw-c2c-demo-tag" data-testid="c2c-demo-merchant">
            {t('c2c.demo.merchant')}
          </span>
        )}
        <p className="tw-muted tw-small tw-c2c-stats" data-testid="c2c-merchant-stats">
          <span>{t('c2c.stats.orders', { count: merchant.orders_30d })}</span>
          {decided && (
            <span>
              {t('c2c.stats.completion', { rate: ratePercentText(merchant.completion_rate, i18n.language) })}
            </span>
          )}
          {released && (
            <span>{t('c2c.stats.release', { minutes: Math.max(1, merchant.avg_release_minutes) })}</span>
          )}
        </p>
      </div>
    </div>
  );
}
