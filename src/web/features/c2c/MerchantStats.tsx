import { useTranslation } from 'react-i18next';
import type { C2cMerchantStats } from '../../../core/schemas/c2c';
import { ratePercentText } from './format';

/** A merchant's record: nickname, then orders in 30 days, completion rate and average release time. */
export function MerchantStats({ merchant }: { merchant: C2cMerchantStats }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="tw-c2c-merchant">
      <span className="tw-c2c-avatar" aria-hidden="true">
        {merchant.nickname.slice(0, 1).toUpperCase()}
      </span>
      <div>
        <strong data-testid="c2c-merchant-nickname">{merchant.nickname}</strong>
        <p className="tw-muted tw-small tw-c2c-stats" data-testid="c2c-merchant-stats">
          <span>{t('c2c.stats.orders', { count: merchant.orders_30d })}</span>
          <span>
            {t('c2c.stats.completion', { rate: ratePercentText(merchant.completion_rate, i18n.language) })}
          </span>
          <span>{t('c2c.stats.release', { minutes: merchant.avg_release_minutes })}</span>
        </p>
      </div>
    </div>
  );
}
