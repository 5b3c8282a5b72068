import { useTranslation } from 'react-i18next';
import { useUsMarketSession } from './useUsMarketStatus';

/**
 * The line under the title on both stock screens: whether the US market is open now, and where
 * the prices come from — "simulated" in plain words whenever they are not real quotes.
 */
export function MarketStrip({ source }: { source: string | undefined }) {
  const { t } = useTranslation();
  const session = useUsMarketSession();
  const open = session.status === 'open';
  return (
    <div className="tw-stock-strip">
      <span
        className={`tw-market-badge ${open ? 'is-open' : 'is-closed'}`}
        data-testid="market-status"
        data-status={open ? 'open' : 'closed'}
      >
        <i aria-hidden="true" />
        {open ? t('stocks.market_open') : t('stocks.market_closed')}
      </span>
      {source === 'simulated' && (
        <span className="tw-sim-label" data-testid="simulated-label">
          {t('stocks.simulated')}
        </span>
      )}
      {source === 'massive' && <span className="tw-muted tw-source">{t('stocks.source_massive')}</span>}
    </div>
  );
}
