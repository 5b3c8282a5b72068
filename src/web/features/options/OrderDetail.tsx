import { useTranslation } from 'react-i18next';
import type { OptionOrder } from '../../../core/schemas/options';
import { feedSourceName } from '../../ui/format/feedSource';
import { formatTime } from '../../ui/format/formatTime';
import { formatMomentMs, formatTickTime } from './countdown';
import { price, signedUsdt, usdt } from '../../ui/format/figures';
import { ratioPercent } from './products';
import { TickList } from './TickList';

type Props = { order: OptionOrder; priceDecimals: number | undefined };

/**
 * Everything an order records, for the result popup and the detail screen: the terms it was
 * bought on, the open tick, and (once settled) the close price with every tick it came from.
 */
export function OrderDetail({ order, priceDecimals }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const p = (value: string) => price(value, priceDecimals, lang);
  const pl = order.profit_loss === null ? null : signedUsdt(order.profit_loss, lang);
  const rows: [string, string, string?][] = [
    ['direction', t(`options.${order.direction}`), `tw-option-dir-${order.direction}`],
    ['account', t(order.account === 'simulation' ? 'options.account_demo' : 'options.account_real')],
    ['period', t('options.period_value', { seconds: order.seconds })],
    ['amount', usdt(order.amount, lang)],
    ['payout_ratio', `${ratioPercent(order.payout_ratio)}%`],
    ...(order.direction === 'flat' ? [['flat_band', `± ${p(order.flat_band)}`] as [string, string]] : []),
    ['open_price', p(order.open_price)],
    [
      'open_tick',
      t('options.tick_at', {
        time: formatTickTime(order.open_tick.time, lang),
        source: feedSourceName(t, order.open_tick.source),
      }),
    ],
    ['created_at', formatTime(order.created_at, lang)],
    // To the millisecond, like the ticks: the window is the 2 s before this moment.
    ['settle_at', formatMomentMs(order.settle_at, lang)],
  ];
  if (order.status !== 'open')
    rows.push(
      ['close_price', order.close_price ? p(order.close_price) : '--'],
      ['payout', order.payout ? usdt(order.payout, lang) : '--'],
      ['fee', order.fee ? usdt(order.fee, lang) : '--'],
      ['profit_loss', pl?.text ?? '--', pl ? `tw-${pl.direction}` : undefined],
    );
  return (
    <div className="tw-option-detail" data-testid="option-detail">
      <dl className="tw-option-figures">
        {rows.map(([key, value, className]) => (
          <div key={key}>
            <dt className="tw-muted">{t(`options.field.${key}`)}</dt>
            <dd className={`tw-num ${className ?? ''}`} data-testid={`detail-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {order.status !== 'open' && (
        <section className="tw-option-ticks-block">
          <h4>{t('options.ticks_title')}</h4>
          <p className="tw-muted tw-option-note">{t('options.ticks_hint')}</p>
          <TickList ticks={order.settlement_ticks} priceDecimals={priceDecimals} />
        </section>
      )}
    </div>
  );
}
