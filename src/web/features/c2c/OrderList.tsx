import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { C2cOrder } from '../../../core/schemas/c2c';
import { useNow } from '../../ui/hooks/useNow';
import { ListTabs } from '../../ui/page/ListTabs';
import { PagedList } from '../../ui/page/PagedList';
import { Refreshable } from '../../ui/page/Refreshable';
import { ORDER_EMPTY_KEY, ORDER_TAB_KEY } from './labels';
import { OrderRow } from './OrderRow';
import { c2cKeys, ORDER_TABS, useC2cEvents, usePagedOrders, type OrderScope, type OrderTab } from './queries';

const isTab = (value: string | null): value is OrderTab =>
  (ORDER_TABS as readonly string[]).includes(value ?? '');

/**
 * Orders under tabs (all, in progress, completed, cancelled), the tab in the address so back from
 * a detail returns to it: the user's own (`scope` user) or those on a merchant's ads.
 */
export function OrderTabs({ scope }: { scope: OrderScope }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const shown = params.get('tab');
  const tab: OrderTab = isTab(shown) ? shown : 'all';
  useC2cEvents();
  return (
    <>
      <ListTabs
        className="tw-c2c-tabs"
        tabs={ORDER_TABS}
        value={tab}
        onChange={(name) => setParams(name === 'all' ? {} : { tab: name }, { replace: true })}
        label={(name) => t(ORDER_TAB_KEY[name])}
        testId={(name) => `c2c-orders-tab-${name}`}
      />
      <Refreshable onRefresh={() => queryClient.invalidateQueries({ queryKey: c2cKeys.orders })}>
        <div className="tw-content tw-c2c">
          <PagedOrders scope={scope} tab={tab} />
        </div>
      </Refreshable>
    </>
  );
}

function PagedOrders({ scope, tab }: { scope: OrderScope; tab: OrderTab }) {
  const { t } = useTranslation();
  const orders = usePagedOrders(scope, tab);
  const items = orders.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <PagedList
      query={orders}
      count={items.length}
      texts={{ failed: t('c2c.orders.load_failed'), empty: t(ORDER_EMPTY_KEY[tab]), more: t('c2c.more') }}
      emptyTestId={`c2c-orders-empty-${tab}`}
    >
      <Rows orders={items} tab={tab} />
    </PagedList>
  );
}

function Rows({ orders, tab }: { orders: C2cOrder[]; tab: OrderTab }) {
  // Rows of paying orders count down; the others need no clock.
  const now = useNow(
    orders.some((o) => o.status === 1),
    1000,
  );
  return (
    <ul className="tw-c2c-list" data-testid={`c2c-orders-${tab}`}>
      {orders.map((order) => (
        <OrderRow key={order.id} order={order} now={now} />
      ))}
    </ul>
  );
}
