import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TrustProduct } from '../../../core/schemas/finance';
import { formatDateMinute } from '../../ui/format/formatTime';
import { coinAmount } from '../../ui/format/figures';
import { percent, quotaShare } from './format';

/**
 * One product: the annual rate first (what people compare), the daily rate it comes from, the
 * term and the minimum, how much of the quota is taken, and for a product that cannot be bought
 * now, when it can: "opens …", or sold out with the next round's opening time.
 */
export function ProductCard({ product }: { product: TrustProduct }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const share = quotaShare(product);
  const closed = product.status !== 'open';
  return (
    <Link
      to={`/pages/trust/detail?id=${product.id}`}
      className="tw-finance-product"
      data-status={product.status}
      data-testid="finance-product"
    >
      <header>
        <strong>{t('finance.product_title', { currency: product.currency, days: product.days })}</strong>
        <span
          className={`tw-finance-status tw-finance-status-${product.status}`}
          data-testid="product-status"
        >
          {t(`finance.status.${product.status}`)}
        </span>
      </header>
      <div className="tw-finance-figures">
        <div className="tw-finance-rate">
          <b className="tw-num" data-testid="product-annual">
            {percent(product.annual_rate, lang)}
          </b>
          <small className="tw-muted">{t('finance.annual_rate')}</small>
        </div>
        <div>
          <span className="tw-num">
            {t('finance.daily_rate', { rate: percent(product.daily_rate, lang) })}
          </span>
          <small className="tw-muted">{t('finance.days_value', { days: product.days })}</small>
        </div>
        <div>
          {/* As the operator set it ("100 USDT"), not padded to the coin's places (100.000000). */}
          <span className="tw-num">{coinAmount(product.min_amount, product.currency, undefined, lang)}</span>
          <small className="tw-muted">{t('finance.min_amount')}</small>
        </div>
      </div>
      <div className="tw-bar" aria-hidden="true">
        <i style={{ width: `${(share * 100).toFixed(1)}%` }} />
      </div>
      <p className="tw-finance-quota-text tw-muted tw-small">
        {closed ? (
          <span data-testid="product-when">{whenText(product, t, lang)}</span>
        ) : (
          <span>{t('finance.quota_used', { percent: percent(String(share), lang) })}</span>
        )}
      </p>
    </Link>
  );
}

function whenText(
  product: TrustProduct,
  t: (key: string, o?: Record<string, unknown>) => string,
  lang: string,
) {
  if (product.status === 'upcoming')
    return t('finance.opens_at', { time: formatDateMinute(product.opens_at, lang) });
  if (product.next_opens_at !== null)
    return t('finance.next_opens_at', { time: formatDateMinute(product.next_opens_at, lang) });
  return product.status === 'sold_out' ? t('finance.sold_out_no_next') : t('finance.status.closed');
}
