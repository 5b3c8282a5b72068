import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { C2cAd } from '../../../core/schemas/c2c';
import { coinText, fiatNumber, priceText } from './format';
import { SIDE_KEY } from './labels';
import { MerchantStats } from './MerchantStats';
import { PayTypes } from './PayTypes';

/**
 * One merchant's ad: who (with their record), the price, what is left and the limits per order,
 * the pay kinds, and the button that opens the order form. The caller's own ad has no button.
 */
export function AdCard({ ad }: { ad: C2cAd }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <li className="tw-card tw-c2c-ad" data-testid="c2c-ad" data-ad-id={ad.id}>
      <MerchantStats merchant={ad.merchant} />
      <div className="tw-c2c-ad-body">
        <div>
          <p className="tw-c2c-price tw-num" data-testid="c2c-ad-price">
            {priceText(ad.price, ad.fiat, lang)}
          </p>
          <p className="tw-small">
            <span className="tw-muted">{t('c2c.ad.available')}</span>{' '}
            <span className="tw-num" data-testid="c2c-ad-available">
              {coinText(ad.available, ad.coin, ad.coin_decimals, lang)}
            </span>
          </p>
          <p className="tw-small">
            <span className="tw-muted">{t('c2c.ad.limits')}</span>{' '}
            <span className="tw-num" data-testid="c2c-ad-limits">
              {t('c2c.ad.range', {
                min: fiatNumber(ad.min_amount, lang),
                max: fiatNumber(ad.max_amount, lang),
                fiat: ad.fiat,
              })}
            </span>
          </p>
          <PayTypes payTypes={ad.pay_types} testId="c2c-ad-pay-types" />
        </div>
        {ad.mine ? (
          <span className="tw-muted tw-small" data-testid="c2c-ad-own">
            {t('c2c.ad.own')}
          </span>
        ) : (
          <Link
            to={`/pages/c2c/order?ad=${ad.id}`}
            className={`tw-c2c-ad-action tw-c2c-${ad.side}`}
            data-testid="c2c-ad-action"
          >
            {t(SIDE_KEY[ad.side])}
          </Link>
        )}
      </div>
    </li>
  );
}
