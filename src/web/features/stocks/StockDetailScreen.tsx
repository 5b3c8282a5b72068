import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from 'react-vant';
import { useQueryParams } from '../../ui/hooks/useQueryParams';
import { KLinePanel } from '../chart';
import { ApiError } from '../../api/client';
import { useLiveStockTickers, useStockPrice } from './queries';
import { PageSpinner } from '../../ui/page/lazyPage';
import { Page } from '../../ui/page/Page';
import { MarketStrip } from './MarketStrip';
import { StockHeader } from './StockHeader';
import './stocks.css';
import { stocksKline } from '../../api/endpoints';

/** One US stock: live price, its day against the previous close, and its K-line chart. `?symbol=AAPL` */
export default function StockDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useQueryParams();
  const symbol = (params.get('symbol') ?? '').trim().toUpperCase();
  const stock = useStockPrice(symbol);
  useLiveStockTickers();

  return (
    <Page title={symbol || t('stocks.title')} testId="stock-detail-page">
      <MarketStrip source={stock.data?.source} />
      <div className="tw-content tw-stock-content">
        {stock.isPending && symbol !== '' && <PageSpinner />}
        {(stock.isError || symbol === '') && (
          <div className="tw-center tw-stock-failed" role="alert" data-testid="stock-not-found">
            <p>
              {stock.error instanceof ApiError && stock.error.kind === 'failed'
                ? stock.error.message
                : t('stocks.load_failed')}
            </p>
            <Button size="small" round type="primary" onClick={() => navigate('/pages/stock/index')}>
              {t('stocks.all_stocks')}
            </Button>
          </div>
        )}
        {stock.data && (
          <>
            <StockHeader stock={stock.data} />
            <div className="tw-stock-chart">
              <KLinePanel
                symbol={symbol}
                priceDecimals={stock.data.price_decimals}
                klineEndpoint={stocksKline}
                changeFrom="previousClose"
              />
            </div>
          </>
        )}
      </div>
    </Page>
  );
}
