import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { OrdersO } from '@react-vant/icons';
import { formatPercentChange } from '../../ui/format/money';
import { ChartToggle } from '../../ui/ChartToggle';
import type { PairHeaderProps } from '../../ui/pairHeader';
import { FlashingPrice, SimulatedBadge } from '../market';

/**
 * The pair (tap to switch), its live price and 24h change, the feed label, the full chart's button
 * (the full K-line in place of the compact chart) and the history link.
 */
export function OptionHeader({ pair, simulated, onSwitchPair, chartShown, onToggleChart }: PairHeaderProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const change = pair.ticker ? formatPercentChange(pair.ticker.changePct, i18n.language) : null;
  return (
    <header className="tw-trade-head tw-option-head">
      <div className="tw-trade-bar">
        <button type="button" className="tw-trade-pair" onClick={onSwitchPair} data-testid="pair-switch">
          <strong data-testid="option-symbol">{pair.symbol}</strong>
          <span className="tw-caret" aria-hidden="true" />
        </button>
        {change && (
          <span className={`tw-trade-pill tw-num tw-${change.direction}`} data-testid="option-change">
            {change.text}
          </span>
        )}
        <ChartToggle shown={chartShown} onToggle={onToggleChart} />
        <button
          type="button"
          className="tw-icon-button tw-option-history-link"
          aria-label={t('options.history')}
          onClick={() => navigate('/pages/option/history')}
          data-testid="option-history-link"
        >
          <OrdersO fontSize={22} />
        </button>
      </div>
      <div className="tw-trade-last-block">
        <strong className="tw-trade-last tw-num" data-testid="option-last-price">
          {pair.ticker ? <FlashingPrice value={pair.ticker.last} places={pair.price_decimals} /> : '--'}
        </strong>
        <span className="tw-trade-badges">{simulated && <SimulatedBadge />}</span>
      </div>
    </header>
  );
}
