import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Popup } from 'react-vant';
import 'react-vant/es/popup/style/index.css';
import type { PairQuote } from '../../../core/schemas/market';
import { FlashingPrice } from '../market';
import { formatPercentChange } from '../../ui/format/money';
import { matchesPair } from './pairSearch';
import { EmptyState } from '../../ui/EmptyState';
// The sheet brings its own styles: the options screen shows it without the spot screen.
import './trade.css';

type Props = {
  visible: boolean;
  pairs: PairQuote[];
  current: string;
  onChoose(symbol: string): void;
  onClose(): void;
};

/** The pair switcher: every pair with its last price and 24h change, searchable. */
export function PairSheet({ visible, pairs, current, onChoose, onClose }: Props) {
  return (
    <Popup
      visible={visible}
      onClose={onClose}
      position="bottom"
      round
      safeAreaInsetBottom
      destroyOnClose
      className="tw-trade-dark"
    >
      <PairList pairs={pairs} current={current} onChoose={onChoose} />
    </Popup>
  );
}

function PairList({ pairs, current, onChoose }: Pick<Props, 'pairs' | 'current' | 'onChoose'>) {
  const { t, i18n } = useTranslation();
  const [query, setQuery] = useState('');
  const shown = pairs.filter((p) => matchesPair(p, query));
  return (
    <div className="tw-pair-sheet" data-testid="pair-sheet">
      <label className="tw-pair-search">
        <input
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('trade.search_pairs')}
          aria-label={t('trade.search_pairs')}
          data-testid="pair-search"
        />
      </label>
      <div className="tw-pair-columns tw-muted" aria-hidden="true">
        <span>{t('market.pair')}</span>
        <span>{t('market.last')}</span>
        <span>{t('market.change')}</span>
      </div>
      {shown.length === 0 ? (
        <EmptyState kind="search" imageSize={72} description={t('trade.no_pairs')} />
      ) : (
        <ul className="tw-pair-list">
          {shown.map((pair) => {
            const change = pair.ticker ? formatPercentChange(pair.ticker.changePct, i18n.language) : null;
            return (
              <li key={pair.symbol}>
                <button
                  type="button"
                  className="tw-pair-row"
                  aria-current={pair.symbol === current ? 'true' : undefined}
                  onClick={() => onChoose(pair.symbol)}
                  data-testid={`pair-option-${pair.base}`}
                >
                  <span>
                    <strong>{pair.base}</strong>
                    <small className="tw-muted">{`/${pair.quote}`}</small>
                  </span>
                  <span className="tw-num">
                    {pair.ticker ? (
                      <FlashingPrice value={pair.ticker.last} places={pair.price_decimals} />
                    ) : (
                      '--'
                    )}
                  </span>
                  <span className={`tw-trade-pill tw-num ${change ? `tw-${change.direction}` : ''}`}>
                    {change?.text ?? '--'}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
