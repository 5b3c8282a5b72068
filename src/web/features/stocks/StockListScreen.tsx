import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLiveStockTickers, useStockQuotation } from './queries';
import { Page } from '../../ui/page/Page';
import { Refreshable } from '../../ui/page/Refreshable';
import { MarketStrip } from './MarketStrip';
import { StockRow } from './StockRow';
import './stocks.css';
import { EmptyState } from '../../ui/EmptyState';
import { LoadFailed } from '../../ui/LoadFailed';

const SKELETON_ROWS = 8;

/** US stocks: every listed stock with its live price and change since the previous close. */
export default function StockListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const quotation = useStockQuotation();
  useLiveStockTickers();
  const stocks = quotation.data?.stocks ?? [];

  return (
    <Page title={t('stocks.title')} testId="stock-list-page">
      <MarketStrip source={quotation.data?.source} />
      <Refreshable onRefresh={() => quotation.refetch()}>
        <div className="tw-content tw-stock-content">
          <div className="tw-stock-head tw-muted" aria-hidden="true">
            <span>{t('stocks.col_name')}</span>
            <span>{t('stocks.col_price')}</span>
            <span>{t('stocks.col_change')}</span>
          </div>
          {quotation.isPending && (
            <ul className="tw-stock-list" aria-busy="true" data-testid="stock-skeleton">
              {Array.from({ length: SKELETON_ROWS }, (_, i) => (
                <li key={i} className="tw-stock-row tw-skeleton">
                  <span />
                  <span />
                  <span />
                </li>
              ))}
            </ul>
          )}
          {quotation.isError && (
            <LoadFailed
              className="tw-center tw-stock-failed"
              primary
              message={t('stocks.load_failed')}
              onRetry={() => quotation.refetch()}
            />
          )}
          {quotation.isSuccess && stocks.length === 0 && <EmptyState description={t('stocks.empty')} />}
          {stocks.length > 0 && (
            <ul className="tw-stock-list" data-testid="stock-list">
              {stocks.map((stock) => (
                <StockRow
                  key={stock.symbol}
                  stock={stock}
                  onOpen={() => navigate(`/pages/stock/detail?symbol=${encodeURIComponent(stock.symbol)}`)}
                />
              ))}
            </ul>
          )}
          <p className="tw-stock-note tw-muted">{t('stocks.hours_note')}</p>
          {quotation.data?.source === 'simulated' && (
            <p className="tw-stock-note tw-muted">{t('stocks.simulated_note')}</p>
          )}
        </div>
      </Refreshable>
    </Page>
  );
}
