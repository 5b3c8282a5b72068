import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Toast } from 'react-vant';
import 'react-vant/es/toast/style/index.css';
import type { OptionDirection, OptionOrder } from '../../../core/schemas/options';
import { loginUrlFor } from '../../api/session/loginRedirect';
import { ProductSwitch } from '../../ui/ProductSwitch';
import { useSession, useSignedInAsDrawn } from '../../api/session/useSession';
import { useStoredFlag } from '../../ui/hooks/useStoredFlag';
import { KLinePanel } from '../chart';
import { useQuotes } from '../market';
import { PairSheet } from '../spot';
import { useVerificationCenter } from '../verification';
import { AccountBar } from './AccountBar';
import { CompactChart } from './CompactChart';
import { DirectionButtons } from './DirectionButtons';
import { flatBandRange } from './flatBand';
import { usdt } from '../../ui/format/figures';
import { OpenOrders } from './OpenOrders';
import { OptionHeader } from './OptionHeader';
import { periodsOf, symbolsWithOptions } from './products';
import { PurchasePopup } from './PurchasePopup';
import { refreshAfterPurchase, useOptionProducts } from './queries';
import { ResultPopup } from './ResultPopup';
import { Unavailable } from './Unavailable';
import { useOptionAccount } from './useOptionAccount';
import { useOptionPair } from './useOptionPair';
import { useSettlementWatch } from './useSettlementWatch';
import './options.css';

/**
 * Delivery options (spec §2 /pages/option/index): pair and live price, the K-line, up / down /
 * flat, the purchase popup, the open orders counting down, and each result as it settles. The
 * demo account colours the whole screen amber so a practice bet never passes for a real one.
 */
export default function OptionScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { loggedIn } = useSession();
  // A signed-in reader's parts (balance line, own orders) drawn by the server already when the
  // page was drawn for one, so nothing moves or flashes "log in" as the app takes over.
  const signedInParts = useSignedInAsDrawn();
  const products = useOptionProducts();
  const quotes = useQuotes();
  const offered = symbolsWithOptions(products.data ?? []);
  const pairs = quotes.pairs.filter((p) => offered.has(p.symbol));
  const [pair, choosePair] = useOptionPair(pairs);
  const account = useOptionAccount(products.isSuccess);
  const verification = useVerificationCenter();
  const watch = useSettlementWatch(products.isSuccess);
  // The compact chart until the reader opens the full K-line (remembered, and drawn so by the
  // server): a phone draws the whole chart only for a reader who asked for it.
  const [chartShown, setChartShown] = useStoredFlag('options.chart_shown');
  const [switching, setSwitching] = useState(false);
  const [buying, setBuying] = useState<OptionDirection | null>(null);
  const [seconds, setSeconds] = useState<number | null>(null);
  const decimalsOf = (symbol: string) => quotes.pairs.find((p) => p.symbol === symbol)?.price_decimals;

  if (products.isError) return <Unavailable error={products.error} onRetry={() => void products.refetch()} />;
  if (!pair)
    return (
      <div className="tw-page tw-trade tw-trade-dark" data-testid="option-page" aria-busy="true">
        <div className="tw-skeleton-row tw-skeleton-head" />
        <div className="tw-skeleton-row tw-skeleton-block" />
      </div>
    );

  const periods = periodsOf(products.data ?? [], pair.symbol);
  const choose = (direction: OptionDirection) => {
    if (!loggedIn)
      return navigate(loginUrlFor(`/pages/option/index?symbol=${encodeURIComponent(pair.symbol)}`));
    setBuying(direction);
  };
  const placed = (order: OptionOrder) => {
    watch.watchOrder(order.id);
    refreshAfterPurchase(queryClient);
    setBuying(null);
    Toast.success(
      t('options.placed', {
        direction: t(`options.${order.direction}`),
        amount: usdt(order.amount, i18n.language),
        seconds: order.seconds,
      }),
    );
  };

  return (
    <div
      className={`tw-page tw-trade tw-trade-dark tw-option ${account.demo ? 'tw-option-demo' : ''}`}
      data-testid="option-page"
      data-account={account.account}
    >
      <ProductSwitch current="options" />
      <OptionHeader
        pair={pair}
        simulated={quotes.source === 'simulated'}
        onSwitchPair={() => setSwitching(true)}
        chartShown={chartShown}
        onToggleChart={() => setChartShown(!chartShown)}
      />
      <AccountBar state={account} balanceShown={signedInParts} />
      {/* In place of the compact one, which sits in view already: nothing to scroll to. */}
      <div className="tw-chart-section tw-option-chart" data-testid="chart-section">
        {chartShown ? (
          <KLinePanel symbol={pair.symbol} priceDecimals={pair.price_decimals} />
        ) : (
          <CompactChart symbol={pair.symbol} priceDecimals={pair.price_decimals} />
        )}
      </div>
      <DirectionButtons
        demo={account.demo}
        flatBand={flatBandRange(periods, seconds)}
        priceDecimals={pair.price_decimals}
        onChoose={choose}
      />
      <OpenOrders
        orders={watch.openOrders}
        loading={watch.open.isPending}
        loggedIn={signedInParts}
        priceDecimals={decimalsOf}
      />
      <PurchasePopup
        direction={buying}
        symbol={pair.symbol}
        priceDecimals={pair.price_decimals}
        periods={periods}
        seconds={seconds}
        onSeconds={setSeconds}
        account={account}
        verification={verification.data?.basic.state ?? null}
        onPlaced={placed}
        onClose={() => setBuying(null)}
      />
      <ResultPopup order={watch.result} priceDecimals={decimalsOf} onClose={watch.dismiss} />
      <PairSheet
        visible={switching}
        pairs={pairs}
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
