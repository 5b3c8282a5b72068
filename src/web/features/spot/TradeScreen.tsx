import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useRevealOnShow } from '../../ui/hooks/useRevealOnShow';
import { useStoredFlag } from '../../ui/hooks/useStoredFlag';
import { marketKeys, useQuotes } from '../market';
import { useOrderUpdates } from './queries';
import { useSession } from '../../api/session/useSession';
import { KLinePanel } from '../chart';
import { LatestTrades } from './LatestTrades';
import { MyOrders } from './MyOrders';
import { OrderForm, type OrderType } from './OrderForm';
import type { SpotSide as Side } from '../../../core/spot';
import { PairSheet } from './PairSheet';
import { TradeHeader } from './TradeHeader';
import { usePairSymbol } from './usePairSymbol';
import './trade.css';
import { LoadFailed } from '../../ui/LoadFailed';

/**
 * Spot tab (spec §2 /pages/trade/index): pair, order form and latest trades, K-line, own orders.
 * The order form comes right under the header, so its button is in reach at 360 × 780 without
 * scrolling; the chart follows it, folded until the header's chart button opens it (remembered, and drawn
 * by the server as the reader left it). Below the form
 * the chart moves nothing the reader is about to tap, whether it is shown or not, and the server
 * draws the screen in the same order.
 */
export default function TradePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const quotes = useQuotes();
  const [pair, choosePair] = usePairSymbol(quotes.pairs);
  // Folded until the reader opens it (remembered): the order form leads, and a phone does not
  // draw a chart nobody asked for while the screen starts.
  const [chartShown, setChartShown] = useStoredFlag('trade.chart_shown');
  const [chartRef, revealChart] = useRevealOnShow<HTMLDivElement>(chartShown);
  const [switching, setSwitching] = useState(false);
  const [side, setSide] = useState<Side>('buy');
  const [type, setType] = useState<OrderType>('limit');
  const { loggedIn } = useSession();
  useOrderUpdates();

  if (quotes.isError && !pair)
    return (
      <LoadFailed
        className="tw-page tw-center tw-trade-dark"
        primary
        message={t('trade.load_failed')}
        onRetry={() => queryClient.invalidateQueries({ queryKey: marketKeys.quotation })}
        data-testid="trade-page"
      />
    );
  if (!pair)
    return (
      <div className="tw-page tw-trade tw-trade-dark" data-testid="trade-page" aria-busy="true">
        <div className="tw-skeleton-row tw-skeleton-head" />
        <div className="tw-skeleton-row tw-skeleton-block" />
      </div>
    );

  return (
    <div className="tw-page tw-trade tw-trade-dark" data-testid="trade-page">
      <TradeHeader
        pair={pair}
        simulated={quotes.source === 'simulated'}
        onSwitchPair={() => setSwitching(true)}
        chartShown={chartShown}
        onToggleChart={() => {
          revealChart();
          setChartShown(!chartShown);
        }}
      />
      <div className="tw-trade-main">
        <OrderForm
          key={pair.symbol}
          pair={pair}
          side={side}
          onSide={setSide}
          type={type}
          onType={setType}
          loggedIn={loggedIn}
        />
        <LatestTrades pair={pair} />
      </div>
      {chartShown && (
        // The panel downloads the chart library itself, when it first draws.
        <div ref={chartRef} className="tw-chart-section" data-testid="chart-section">
          <KLinePanel symbol={pair.symbol} priceDecimals={pair.price_decimals} />
        </div>
      )}
      <MyOrders pairs={quotes.pairs} loggedIn={loggedIn} currentSymbol={pair.symbol} />
      <PairSheet
        visible={switching}
        pairs={quotes.pairs}
        current={pair.symbol}
        onChoose={(symbol) => {
          choosePair(symbol);
          setSwitching(false);
        }}
        onClose={() => setSwitching(false)}
      />
    </div>
  );
}
