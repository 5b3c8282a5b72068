import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../api/session/useSession';
import { useFallbackPoll, usePrivateEvents } from '../../app/realtime/usePrivateEvents';
import { EmptyState } from '../../ui/EmptyState';
import { useQueryParams } from '../../ui/hooks/useQueryParams';
import { Page } from '../../ui/page/Page';
import { useQuotes } from '../market';
import { formatCountdown } from './countdown';
import { DemoTag } from './DemoTag';
import { OrderDetail } from './OrderDetail';
import { findOrder, OPEN_POLL_MS, optionsKeys } from './queries';
import { useNow } from '../../ui/hooks/useNow';
import './options.css';
import { LoadFailed } from '../../ui/LoadFailed';

/**
 * One order in full (`/pages/option/detail?id=`): its terms, the open tick and, once settled,
 * every settlement tick with the median marked, so the user can check the result.
 */
export default function DetailScreen() {
  const { t } = useTranslation();
  const [params] = useQueryParams();
  const id = Number(params.get('id'));
  const queryClient = useQueryClient();
  const { loggedIn } = useSession();
  const quotes = useQuotes();
  const fallback = useFallbackPoll(OPEN_POLL_MS);
  const order = useQuery({
    queryKey: [...optionsKeys.orders, 'one', id],
    queryFn: () => findOrder(queryClient, id),
    enabled: loggedIn && Number.isInteger(id) && id > 0,
    // An open order is read again when the channel tells it settled (polled while the socket is down).
    refetchInterval: (query) => (query.state.data?.status === 'open' ? fallback : false),
  });
  usePrivateEvents((event) => {
    if (event.type === 'options.settled' && event.id === id)
      void queryClient.invalidateQueries({ queryKey: [...optionsKeys.orders, 'one', id] });
  });
  const found = order.data;
  const now = useNow(found?.status === 'open');
  const decimals = quotes.pairs.find((p) => p.symbol === found?.symbol)?.price_decimals;

  return (
    <Page title={t('options.detail_title')} testId="option-detail-page">
      <div className="tw-option-lists tw-option-detail-page">
        {order.isPending && order.fetchStatus !== 'idle' ? (
          <div className="tw-skeleton-row tw-skeleton-block" aria-busy="true" />
        ) : order.isError ? (
          <LoadFailed
            className="tw-orders-visitor"
            message={t('options.load_failed')}
            onRetry={() => order.refetch()}
          />
        ) : !found ? (
          <EmptyState description={t('options.not_found')} />
        ) : (
          <>
            <div className="tw-order-row-head tw-option-detail-head">
              <strong>{found.symbol}</strong>
              {found.account === 'simulation' && <DemoTag />}
              <span
                className={`tw-badge tw-option-status tw-option-result-${found.status}`}
                data-testid="detail-status"
              >
                {t(`options.status.${found.status}`)}
              </span>
              {found.status === 'open' && (
                <span className="tw-option-countdown tw-num" data-testid="countdown">
                  {formatCountdown(found.settle_at, now)}
                </span>
              )}
            </div>
            <OrderDetail order={found} priceDecimals={decimals} />
          </>
        )}
      </div>
    </Page>
  );
}
