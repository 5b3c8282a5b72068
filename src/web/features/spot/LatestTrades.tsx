import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PairQuote } from '../../../core/schemas/market';
import { useLatestTrades } from './latestTradesQuery';
import { formatPrice } from '../market';
import { formatClock } from '../../ui/format/formatTime';
import { coinAmount } from './format';

const SKELETON_ROWS = 8;
/** As many rows as stand beside the order form; the K-line screen can show more. */
const ROWS_SHOWN = 15;

type Props = { pair: PairQuote };

// The pair's ticker changes every second; the list depends only on what names the pair.
const samePair = (a: Props, b: Props) =>
  a.pair.symbol === b.pair.symbol &&
  a.pair.price_decimals === b.pair.price_decimals &&
  a.pair.qty_decimals === b.pair.qty_decimals;

/** The source market's latest trades, newest first: time, price and amount, coloured by side. */
export const LatestTrades = memo(function LatestTrades({ pair }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const deals = useLatestTrades(pair.symbol);
  const trades = deals.data?.trades.slice(0, ROWS_SHOWN) ?? [];
  return (
    <section className="tw-latest-trades" aria-label={t('trade.latest_trades')} data-testid="latest-trades">
      <h2 className="tw-trade-subtitle">{t('trade.latest_trades')}</h2>
      <div className="tw-trades-head tw-muted">
        <span>{t('trade.price_label', { coin: pair.quote })}</span>
        <span>{t('trade.quantity_label', { coin: pair.base })}</span>
        <span>{t('trade.time')}</span>
      </div>
      {/* As tall as a full list from the first paint: trades arriving one by one move nothing below. */}
      <div className="tw-trades-box">
        {deals.isPending && (
          <ul className="tw-trades" aria-hidden="true">
            {Array.from({ length: SKELETON_ROWS }, (_, i) => (
              <li key={i} className="tw-skeleton-row" />
            ))}
          </ul>
        )}
        {deals.isError && (
          <button type="button" className="tw-link tw-trades-retry" onClick={() => void deals.refetch()}>
            {t('common.retry')}
          </button>
        )}
        {deals.isSuccess && trades.length === 0 && (
          <p className="tw-muted tw-trades-empty">{t('trade.no_trades')}</p>
        )}
        <ul className="tw-trades">
          {trades.map((trade, row) => (
            // Keyed by place, not by trade: a new trade rewrites the rows where they stand. Keyed by
            // trade, every row moved down a line each time, a layout shift twice a second.
            <li key={row} data-testid="trade-row">
              <span className={`tw-num tw-${trade.side === 'buy' ? 'up' : 'down'}`} data-side={trade.side}>
                <span className="tw-side-mark" role="img" aria-label={t(`trade.${trade.side}`)}>
                  {trade.side === 'buy' ? '▲' : '▼'}
                </span>
                {formatPrice(trade.price, pair.price_decimals, lang)}
              </span>
              <span className="tw-num">
                {coinAmount(trade.qty, pair.base, pair.qty_decimals, lang).number}
              </span>
              <time className="tw-num tw-muted" dateTime={new Date(trade.ts).toISOString()}>
                {formatClock(trade.ts, lang)}
              </time>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}, samePair);
