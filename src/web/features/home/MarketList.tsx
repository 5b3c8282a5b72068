import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { PairQuote } from '../../../core/schemas/market';
import { formatPercentChange } from '../../ui/format/money';
import { FlashingPrice, formatCompact, SimulatedBadge, useQuotes } from '../market';
import './market.css';

const TABS = ['hot', 'gainers', 'losers', 'volume'] as const;
type Tab = (typeof TABS)[number];

// Sorting compares decimal strings through Number: ordering only, never shown or stored.
const pct = (p: PairQuote) => Number(p.ticker?.changePct ?? '0');
const turnover = (p: PairQuote) => Number(p.ticker?.turnover24h ?? '0');

/** The tab's rows: recommended pairs first for "hot", else ranked by change or turnover. */
function rowsFor(tab: Tab, pairs: PairQuote[]): PairQuote[] {
  const priced = pairs.filter((p) => p.ticker);
  if (tab === 'gainers') return priced.filter((p) => pct(p) > 0).sort((a, b) => pct(b) - pct(a));
  if (tab === 'losers') return priced.filter((p) => pct(p) < 0).sort((a, b) => pct(a) - pct(b));
  if (tab === 'volume') return priced.sort((a, b) => turnover(b) - turnover(a));
  return [...pairs].sort((a, b) => Number(b.recommended) - Number(a.recommended));
}

/**
 * One pair's row. Memoised on the pair's quote object, which the quote cache replaces only for a
 * pair that moved: a tick redraws its own row, not the list (and taking over the server's markup
 * goes row by row, in short slices).
 */
const MarketRow = memo(function MarketRow({ pair: p }: { pair: PairQuote }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const change = p.ticker ? formatPercentChange(p.ticker.changePct, i18n.language) : null;
  return (
    <button
      type="button"
      className="tw-market-row"
      data-testid={`market-row-${p.base}`}
      onClick={() => navigate(`/pages/trade/index?symbol=${encodeURIComponent(p.symbol)}`)}
    >
      <span className="tw-market-pair">
        <strong>{p.base}</strong>
        <small>/{p.quote}</small>
        <em>
          {p.ticker ? t('market.volume', { value: formatCompact(p.ticker.turnover24h, i18n.language) }) : ''}
        </em>
      </span>
      <span className="tw-market-last tw-num">
        {p.ticker ? <FlashingPrice value={p.ticker.last} places={p.price_decimals} /> : '--'}
      </span>
      <span className={`tw-market-pill tw-num is-${change?.direction ?? 'flat'}`}>
        {change?.text ?? '--'}
      </span>
    </button>
  );
});

/**
 * Home's market list: every pair's last price and 24h change, updating live; tap to trade.
 * Memoised: home redrawing (a session or setting arriving) leaves the list alone.
 */
export const MarketList = memo(function MarketList() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('hot');
  const { pairs, source, isLoading, isError } = useQuotes();
  const rows = rowsFor(tab, pairs);

  return (
    <section className="tw-card tw-market" data-testid="market-list">
      <header className="tw-market-head">
        <div className="tw-market-tabs" role="tablist">
          {TABS.map((key) => (
            <button
              key={key}
              type="button"
              role="tab"
              aria-selected={tab === key}
              className={tab === key ? 'is-active' : undefined}
              onClick={() => setTab(key)}
            >
              {t(`market.tab.${key}`)}
            </button>
          ))}
        </div>
        {source === 'simulated' && <SimulatedBadge />}
      </header>
      <div className="tw-market-columns">
        <span>{t('market.pair')}</span>
        <span>{t('market.last')}</span>
        <span>{t('market.change')}</span>
      </div>
      {isLoading && <div className="tw-market-skeleton" aria-busy="true" />}
      {!isLoading && rows.length === 0 && (
        <p className="tw-market-empty">{isError ? t('market.failed') : t('market.empty')}</p>
      )}
      {rows.map((p) => (
        <MarketRow key={p.symbol} pair={p} />
      ))}
    </section>
  );
});
