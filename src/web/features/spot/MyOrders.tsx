import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Dialog, Toast } from 'react-vant';
import 'react-vant/es/button/style/index.css';
import 'react-vant/es/dialog/style/index.css';
import type { PairQuote } from '../../../core/schemas/market';
import type { SpotOrder } from '../../../core/schemas/spot';
import { formatClock, formatTime } from '../../ui/format/formatTime';
import { useStoredFlag } from '../../ui/hooks/useStoredFlag';
import { cancelSpotOrder, showOrderUpdate, useSpotOrders, type OrderTab } from './queries';
import { loginUrlFor } from '../../api/session/loginRedirect';
import { formatPrice } from '../market';
import { coinAmount } from './format';
import { useCoinPlaces } from '../assets';
import { PagedList } from '../../ui/page/PagedList';
import { ListTabs } from '../../ui/page/ListTabs';

type Props = { pairs: PairQuote[]; loggedIn: boolean; currentSymbol: string };

/** The user's open orders (with cancel) and order history (with the fill and the tick it used). */
export function MyOrders({ pairs, loggedIn, currentSymbol }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [tab, setTab] = useState<OrderTab>('open');
  // Remembered across visits, as exchanges do; off by default so no open order is out of sight.
  const [currentPairOnly, setCurrentPairOnly] = useStoredFlag('trade.current_pair_only');
  const symbol = currentPairOnly ? currentSymbol : null;
  const open = useSpotOrders('open', symbol);
  const openCount = open.data?.pages[0]?.total;
  return (
    <section className="tw-my-orders" data-testid="my-orders">
      <div className="tw-orders-head">
        <ListTabs<OrderTab>
          className="tw-orders-tabs"
          tabs={['open', 'history'] as const}
          value={tab}
          onChange={setTab}
          label={(name) =>
            name === 'open' && openCount !== undefined
              ? t('trade.open_orders_count', { count: openCount })
              : t(`trade.${name === 'open' ? 'open_orders' : 'history'}`)
          }
          testId={(name) => `orders-tab-${name}`}
        />
        {loggedIn && (
          <label className="tw-orders-filter">
            <input
              type="checkbox"
              checked={currentPairOnly}
              onChange={(e) => setCurrentPairOnly(e.target.checked)}
              data-testid="orders-current-pair-only"
            />
            {t('trade.current_pair_only')}
          </label>
        )}
      </div>
      {loggedIn ? (
        <OrderList tab={tab} pairs={pairs} symbol={symbol} />
      ) : (
        <div className="tw-orders-visitor">
          <p className="tw-muted">{t('trade.login_for_orders')}</p>
          <Button
            size="small"
            round
            type="primary"
            onClick={() =>
              navigate(loginUrlFor(`/pages/trade/index?symbol=${encodeURIComponent(currentSymbol)}`))
            }
          >
            {t('trade.login_to_trade')}
          </Button>
        </div>
      )}
    </section>
  );
}

function OrderList({ tab, pairs, symbol }: { tab: OrderTab; pairs: PairQuote[]; symbol: string | null }) {
  const { t } = useTranslation();
  const orders = useSpotOrders(tab, symbol);
  const items = orders.data?.pages.flatMap((p) => p.list) ?? [];
  const pairOf = (symbol: string) => pairs.find((p) => p.symbol === symbol);
  return (
    <PagedList
      query={orders}
      count={items.length}
      texts={{ failed: t('trade.load_failed'), empty: t('trade.no_orders'), more: t('trade.load_more') }}
      emptyTestId={`orders-${tab}-empty`}
    >
      <ul className="tw-orders" data-testid={`orders-${tab}`}>
        {items.map((order) => (
          <li key={order.id} className="tw-order-row" data-testid={`order-${order.id}`}>
            <OrderRow order={order} pair={pairOf(order.symbol)} />
          </li>
        ))}
      </ul>
    </PagedList>
  );
}

function OrderRow({ order, pair }: { order: SpotOrder; pair: PairQuote | undefined }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const queryClient = useQueryClient();
  const [cancelling, setCancelling] = useState(false);
  const [base = order.symbol, quote = ''] = order.symbol.split('/');
  const priceDecimals = pair?.price_decimals ?? 8;
  const price = (value: string | null) => (value ? formatPrice(value, priceDecimals, lang) : '--');
  const placesOf = useCoinPlaces();
  const figure = (value: string, coin: string) => coinAmount(value, coin, placesOf(coin), lang);
  const amount = (value: string, coin: string) => figure(value, coin).text;
  const quoteAmount = (value: string | null) => (value ? amount(value, quote) : '--');
  const frozenCoin = order.side === 'buy' ? quote : base;
  const sideText = t(`trade.${order.side}`);
  const when = order.filled_at ?? order.cancelled_at ?? order.created_at;

  const cancel = async () => {
    const confirmed = await Dialog.confirm({
      title: t('trade.cancel_title'),
      message: t('trade.cancel_message', {
        side: sideText,
        quantity: order.quantity,
        coin: base,
        price: price(order.price),
        frozen: figure(order.frozen, frozenCoin).number,
        frozen_coin: frozenCoin,
      }),
      confirmButtonText: t('trade.cancel_order'),
      cancelButtonText: t('trade.keep_order'),
      className: 'tw-trade-dark',
    }).then(
      () => true,
      () => false,
    );
    if (!confirmed) return;
    setCancelling(true);
    try {
      showOrderUpdate(queryClient, await cancelSpotOrder(order.id));
      Toast.success(t('trade.cancelled'));
    } catch {
      // The client has shown the server's message (e.g. it filled meanwhile); the lists catch up.
      void queryClient.invalidateQueries({ queryKey: ['spot'] });
    } finally {
      setCancelling(false);
    }
  };

  const figures: [string, string, string][] =
    order.status === 'waiting'
      ? [
          ['price', t('trade.price'), order.type === 'limit' ? price(order.price) : t('trade.market')],
          ['quantity', t('trade.quantity'), amount(order.quantity, base)],
          ['frozen', t('trade.frozen'), amount(order.frozen, frozenCoin)],
        ]
      : [
          ['fill-price', t('trade.fill_price'), price(order.fill_price)],
          ['quantity', t('trade.quantity'), amount(order.quantity, base)],
          ['total', t('trade.total'), quoteAmount(order.quote_amount)],
          ['fee', t('trade.fee'), order.fee ? amount(order.fee, order.fee_coin) : '--'],
          [
            'limit-price',
            t('trade.limit_price'),
            order.type === 'limit' ? price(order.price) : t('trade.market'),
          ],
          [
            'tick',
            t('trade.tick'),
            order.tick
              ? t('trade.tick_value', {
                  price: price(order.tick.price),
                  time: formatClock(order.tick.time, lang),
                })
              : '--',
          ],
        ];

  return (
    <>
      <div className="tw-order-row-head">
        <span className={`tw-side-badge tw-side-${order.side}`}>{sideText}</span>
        <strong>{order.symbol}</strong>
        <span className="tw-muted">{t(`trade.${order.type}`)}</span>
        {order.status === 'waiting' ? (
          <Button
            size="mini"
            round
            loading={cancelling}
            className="tw-order-cancel"
            onClick={() => void cancel()}
            data-testid="order-cancel"
          >
            {t('trade.cancel_order')}
          </Button>
        ) : (
          <span className={`tw-badge tw-order-status tw-status-${order.status}`} data-testid="row-status">
            {t(`trade.status.${order.status}`)}
          </span>
        )}
      </div>
      <dl className="tw-order-row-figures">
        {figures.map(([key, label, value]) => (
          <div key={key} className={key === 'tick' ? 'tw-wide' : undefined}>
            <dt className="tw-muted">{label}</dt>
            <dd className="tw-num" data-testid={`row-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <time className="tw-muted tw-order-time tw-num" dateTime={new Date(when).toISOString()}>
        {formatTime(new Date(when).toISOString(), lang)}
      </time>
    </>
  );
}
