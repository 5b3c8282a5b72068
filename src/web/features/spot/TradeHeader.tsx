import { useTranslation } from 'react-i18next';
import { ChartToggle } from '../../ui/ChartToggle';
import type { PairHeaderProps } from '../../ui/pairHeader';
import { FlashingPrice } from '../market';
import { formatPercentChange } from '../../ui/format/money';
import { formatCompact, formatPrice } from '../market';
import { SimulatedBadge } from '../market';
import { useRealtimeStatus } from '../../app/realtime/useRealtimeStatus';

/** The pair (tap to switch), its last price flashing as it moves, and the 24h figures. */
export function TradeHeader({ pair, simulated, onSwitchPair, chartShown, onToggleChart }: PairHeaderProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const ticker = pair.ticker;
  // While the live connection is down the figures stop moving: say so rather than look frozen.
  const status = useRealtimeStatus();
  const change = ticker ? formatPercentChange(ticker.changePct, lang) : null;
  const price = (value: string | undefined) => (value ? formatPrice(value, pair.price_decimals, lang) : '--');
  return (
    <header className="tw-trade-head">
      <div className="tw-trade-bar">
        <button type="button" className="tw-trade-pair" onClick={onSwitchPair} data-testid="pair-switch">
          <strong data-testid="trade-symbol">{pair.symbol}</strong>
          <span className="tw-caret" aria-hidden="true" />
        </button>
        {change && (
          <span className={`tw-trade-pill tw-num tw-${change.direction}`} data-testid="trade-change">
            {change.text}
          </span>
        )}
        <ChartToggle shown={chartShown} onToggle={onToggleChart} />
      </div>
      <div className="tw-trade-ticker">
        <div className="tw-trade-last-block">
          <strong className="tw-trade-last tw-num" data-testid="last-price">
            {ticker ? <FlashingPrice value={ticker.last} places={pair.price_decimals} /> : '--'}
          </strong>
          <span className="tw-trade-badges">
            {simulated && <SimulatedBadge />}
            {status === 'reconnecting' && (
              <span className="tw-trade-reconnecting" role="status" data-testid="realtime-reconnecting">
                {t('trade.reconnecting')}
              </span>
            )}
          </span>
        </div>
        <dl className="tw-trade-stats">
          <div>
            <dt>{t('trade.high_24h')}</dt>
            <dd className="tw-num" data-testid="trade-high">
              {price(ticker?.high24h)}
            </dd>
          </div>
          <div>
            <dt>{t('trade.low_24h')}</dt>
            <dd className="tw-num" data-testid="trade-low">
              {price(ticker?.low24h)}
            </dd>
          </div>
          <div>
            <dt>{t('trade.volume_24h', { coin: pair.base })}</dt>
            <dd className="tw-num" data-testid="trade-volume">
              {ticker ? formatCompact(ticker.volume24h, lang) : '--'}
            </dd>
          </div>
        </dl>
      </div>
    </header>
  );
}
