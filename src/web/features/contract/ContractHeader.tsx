import { useTranslation } from 'react-i18next';
import { ChartToggle } from '../../ui/ChartToggle';
import type { PairHeaderProps } from '../../ui/pairHeader';
import { formatPercentChange } from '../../ui/format/money';
import { FlashingPrice, SimulatedBadge } from '../market';

type Props = PairHeaderProps & {
  /** The latest tick's price (live), else the deal's mark price. */
  mark: string | null;
};

/**
 * The pair (tap to switch), its 24h change and the chart button; the mark price as it moves, and
 * the feed label.
 */
export function ContractHeader({ pair, mark, simulated, onSwitchPair, chartShown, onToggleChart }: Props) {
  const { t, i18n } = useTranslation();
  const change = pair.ticker ? formatPercentChange(pair.ticker.changePct, i18n.language) : null;
  return (
    <header className="tw-trade-head tw-contract-head">
      <div className="tw-trade-bar">
        <button type="button" className="tw-trade-pair" onClick={onSwitchPair} data-testid="pair-switch">
          <strong data-testid="contract-symbol">{t('contract.perpetual_of', { pair: pair.symbol })}</strong>
          <span className="tw-caret" aria-hidden="true" />
        </button>
        {change && (
          <span className={`tw-trade-pill tw-num tw-${change.direction}`} data-testid="contract-change">
            {change.text}
          </span>
        )}
        <ChartToggle shown={chartShown} onToggle={onToggleChart} />
      </div>
      <div className="tw-contract-mark-row">
        <small className="tw-muted">{t('contract.mark_price')}</small>
        <strong className="tw-trade-last tw-num" data-testid="contract-mark">
          {mark ? <FlashingPrice value={mark} places={pair.price_decimals} /> : '--'}
        </strong>
        <span className="tw-trade-badges">{simulated && <SimulatedBadge />}</span>
      </div>
    </header>
  );
}
