import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Big } from '../../../core/money';
import type { NewCoinProduct } from '../../../core/schemas/newcoins';
import { coinAmount } from '../../ui/format/figures';
import { formatDateMinute } from '../../ui/format/formatTime';
import { nextPhase, timeLeft } from './phase';

// The status pill's colour (ui/page/sections.css): not open yet, or over; open ones keep the brand's.
const TONE: Partial<Record<NewCoinProduct['status'], 'soon' | 'over'>> = {
  upcoming: 'soon',
  sold_out: 'over',
  ended: 'over',
};

/** One sale: the coin and its price, how much is asked for against the supply, and the next step's countdown. */
export function SaleCard({ product, now }: { product: NewCoinProduct; now: number }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const asked = new Big(product.subscribed).div(product.supply);
  const next = nextPhase(product);
  return (
    <Link
      to={`/pages/subscribe/detail?id=${product.id}`}
      className="tw-offer-card"
      data-status={product.status}
      data-testid="newcoin-sale"
    >
      <header>
        <strong>{product.currency}</strong>
        <span className="tw-offer-status" data-tone={TONE[product.status]}>
          {t(`newcoins.status.${product.status}`)}
        </span>
      </header>
      <dl className="tw-offer-figures">
        <div>
          <dt className="tw-muted">{t('newcoins.issue_price')}</dt>
          <dd className="tw-num">{coinAmount(product.issue_price, product.pay_currency, undefined, lang)}</dd>
        </div>
        <div>
          <dt className="tw-muted">{t('newcoins.supply')}</dt>
          <dd className="tw-num">{coinAmount(product.supply, product.currency, undefined, lang)}</dd>
        </div>
        <div>
          <dt className="tw-muted">{t('newcoins.lockup')}</dt>
          <dd className="tw-num">{t('newcoins.days', { days: product.lockup_days })}</dd>
        </div>
      </dl>
      <div className="tw-bar" aria-hidden="true">
        <i style={{ width: `${Math.min(100, Number(asked.times(100).toFixed(1)))}%` }} />
      </div>
      <p className="tw-muted tw-small tw-offer-line">
        <span data-testid="newcoin-asked">
          {asked.gt(1)
            ? t('newcoins.oversubscribed', { times: asked.toFixed(2) })
            : t('newcoins.asked', { percent: asked.times(100).toFixed(1) })}
        </span>
        {next.at > now && (
          <span data-testid="newcoin-next">
            {t(`newcoins.next.${next.step}`, {
              ...timeLeft(next.at, now),
              time_at: formatDateMinute(next.at, lang),
            })}
          </span>
        )}
      </p>
    </Link>
  );
}
