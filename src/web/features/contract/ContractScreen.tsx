import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../api/session/useSession';
import { useChosenPair } from '../../ui/hooks/useChosenPair';
import { useRevealOnShow } from '../../ui/hooks/useRevealOnShow';
import { useStoredFlag } from '../../ui/hooks/useStoredFlag';
import { ProductSwitch } from '../../ui/ProductSwitch';
import { KLinePanel } from '../chart';
import { useQuotes } from '../market';
import { PairSheet } from '../spot';
import { ContractHeader } from './ContractHeader';
import { DealTerms } from './DealTerms';
import { OrderForm } from './OrderForm';
import { PositionLists } from './PositionLists';
import { refreshOnContractEvent, useDeal } from './queries';
import './contract.css';
import { useQueryClient } from '@tanstack/react-query';
import { usePrivateEvents } from '../../app/realtime/usePrivateEvents';
import { LoadFailed } from '../../ui/LoadFailed';

/**
 * Perpetual contracts (ARCHITECTURE /pages/contract/index, spec §3, §5, §7): pair and live mark
 * price, the order ticket with its cost and liquidation price right under them, the K-line when
 * asked for, the pair's terms, and the user's positions, pending orders and history. The ticket
 * is the screen's purpose, so it comes first and its button is in reach at 360 × 780; the chart
 * is folded behind the header's chart button, as on the futures screens of the big exchange apps,
 * and the choice is remembered. Its pair is remembered apart from spot's.
 */
export default function ContractScreen() {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  const quotes = useQuotes();
  const [pair, choosePair] = useChosenPair(quotes.pairs, 'contract.symbol');
  const deal = useDeal(pair?.symbol);
  const queryClient = useQueryClient();
  // Fills, triggers and liquidations arrive on the private channel as they happen.
  usePrivateEvents((event) => refreshOnContractEvent(queryClient, event));
  const [switching, setSwitching] = useState(false);
  const [chartShown, setChartShown] = useStoredFlag('contract.chart_shown');
  const [chartRef, revealChart] = useRevealOnShow<HTMLDivElement>(chartShown);

  if (!pair)
    return (
      <div className="tw-page tw-trade tw-trade-dark" data-testid="contract-page" aria-busy="true">
        <div className="tw-skeleton-row tw-skeleton-head" />
        <div className="tw-skeleton-row tw-skeleton-block" />
      </div>
    );

  // The latest tick as the realtime channel brings it (~1 s), else the deal's recorded mark.
  const mark = pair.ticker?.last ?? deal.data?.mark_price ?? null;
  return (
    <div className="tw-page tw-trade tw-trade-dark tw-contract" data-testid="contract-page">
      <ProductSwitch current="contracts" />
      <ContractHeader
        pair={pair}
        mark={mark}
        simulated={quotes.source === 'simulated'}
        onSwitchPair={() => setSwitching(true)}
        chartShown={chartShown}
        onToggleChart={() => {
          revealChart();
          setChartShown(!chartShown);
        }}
      />
      {deal.data ? (
        <OrderForm key={pair.symbol} pair={pair} deal={deal.data} mark={mark} loggedIn={loggedIn} />
      ) : deal.isError ? (
        <LoadFailed
          className="tw-orders-visitor"
          message={t('contract.deal_failed')}
          onRetry={() => deal.refetch()}
          data-testid="deal-failed"
        />
      ) : (
        <div className="tw-skeleton-row tw-skeleton-block tw-contract-form-skeleton" aria-busy="true" />
      )}
      {chartShown && (
        <div ref={chartRef} className="tw-chart-section tw-contract-chart" data-testid="chart-section">
          <KLinePanel symbol={pair.symbol} priceDecimals={pair.price_decimals} />
        </div>
      )}
      {deal.data ? (
        <DealTerms deal={deal.data} base={pair.base} />
      ) : (
        !deal.isError && <div className="tw-contract-terms-skeleton" aria-hidden="true" />
      )}
      <PositionLists pairs={quotes.pairs} loggedIn={loggedIn} currentSymbol={pair.symbol} />
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
