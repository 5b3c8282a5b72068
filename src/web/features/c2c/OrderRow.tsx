import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { C2cOrder } from '../../../core/schemas/c2c';
import { formatDateMinute } from '../../ui/format/formatTime';
import { coinText, fiatText, priceText } from './format';
import { SIDE_KEY } from './labels';
import { clock, mySide, payLeftOf, URGENT_MS } from './orderActions';
import { StatusPill } from './StatusPill';

/** One order in a list: the caller's side and coin, the status, the figures, and the time left to pay. */
export function OrderRow({ order, now }: { order: C2cOrder; now: number }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const side = mySide(order);
  const left = order.status === 1 ? payLeftOf(order, now) : null;
  return (
    <li>
      <Link
        to={`/pages/c2c/detail?id=${order.id}`}
        className="tw-card tw-c2c-order-row"
        data-testid="c2c-order-row"
        data-order-id={order.id}
      >
        <header>
          <strong className={`tw-c2c-${side}-text`}>
            {t('c2c.order.title', { side: t(SIDE_KEY[side]), coin: order.coin })}
          </strong>
          <StatusPill status={order.status} testId="c2c-order-row-status" />
        </header>
        <dl className="tw-offer-figures">
          <div>
            <dt className="tw-muted">{t('c2c.detail.amount')}</dt>
            <dd className="tw-num">{fiatText(order.amount, order.fiat, lang)}</dd>
          </div>
          <div>
            <dt className="tw-muted">{t('c2c.detail.quantity')}</dt>
            <dd className="tw-num">{coinText(order.quantity, order.coin, order.coin_decimals, lang)}</dd>
          </div>
          <div>
            <dt className="tw-muted">{t('c2c.ad.price')}</dt>
            <dd className="tw-num">{priceText(order.price, order.fiat, lang)}</dd>
          </div>
        </dl>
        <p className="tw-muted tw-small tw-offer-line">
          <span>{order.role === 'user' ? order.merchant_nickname : order.number}</span>
          {left !== null && left > 0 ? (
            <span className="tw-num" data-urgent={left <= URGENT_MS} data-testid="c2c-order-row-left">
              {t('c2c.orders.pay_left', { time: clock(left) })}
            </span>
          ) : (
            <time className="tw-num">{formatDateMinute(order.created_at, lang)}</time>
          )}
        </p>
      </Link>
    </li>
  );
}
