import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from 'react-vant';
import 'react-vant/es/button/style/index.css';
import type { OptionOrder } from '../../../core/schemas/options';
import { loginUrlFor } from '../../api/session/loginRedirect';
import { EmptyState } from '../../ui/EmptyState';
import { elapsedShare, formatCountdown } from './countdown';
import { OptionRow } from './OptionRow';
import { useNow } from '../../ui/hooks/useNow';

type Props = {
  orders: OptionOrder[];
  loading: boolean;
  loggedIn: boolean;
  priceDecimals(symbol: string): number | undefined;
};

/** The open orders, each counting down to its settlement, newest first. */
export function OpenOrders({ orders, loading, loggedIn, priceDecimals }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // One clock for every row: they tick together, and only while something counts down.
  const now = useNow(orders.length > 0);
  return (
    <section className="tw-my-orders tw-option-open" data-testid="option-open-orders">
      <div className="tw-orders-head">
        <h3>{t('options.open_orders', { count: orders.length })}</h3>
        {loggedIn && (
          <button type="button" className="tw-link" onClick={() => navigate('/pages/option/history')}>
            {t('options.history')}
          </button>
        )}
      </div>
      {!loggedIn ? (
        <div className="tw-orders-visitor">
          <p className="tw-muted">{t('options.login_for_orders')}</p>
          <Button
            size="small"
            round
            type="primary"
            onClick={() => navigate(loginUrlFor('/pages/option/index'))}
          >
            {t('options.login_to_trade')}
          </Button>
        </div>
      ) : loading ? (
        <ul className="tw-orders" aria-hidden="true">
          <li className="tw-skeleton-row tw-skeleton-tall" />
        </ul>
      ) : orders.length === 0 ? (
        <EmptyState imageSize={64} description={t('options.no_open')} />
      ) : (
        <ul className="tw-orders">
          {orders.map((order) => (
            <OpenRow key={order.id} order={order} now={now} decimals={priceDecimals(order.symbol)} />
          ))}
        </ul>
      )}
    </section>
  );
}

function OpenRow({
  order,
  now,
  decimals,
}: {
  order: OptionOrder;
  now: number;
  decimals: number | undefined;
}) {
  const { t } = useTranslation();
  return (
    <OptionRow
      order={order}
      decimals={decimals}
      testId={`open-order-${order.id}`}
      state={
        // Fixed-width figures: the countdown ticks without moving anything around it.
        <span
          className="tw-option-countdown tw-num"
          data-testid="countdown"
          aria-label={t('options.settles_in')}
        >
          {formatCountdown(order.settle_at, now)}
        </span>
      }
      middle={
        <span className="tw-option-progress" aria-hidden="true">
          <span style={{ transform: `scaleX(${elapsedShare(order.settle_at, order.seconds, now)})` }} />
        </span>
      }
      lastFigure={{
        label: t('options.field.period'),
        value: <span className="tw-num">{t('options.period_value', { seconds: order.seconds })}</span>,
      }}
    />
  );
}
