import { useTranslation } from 'react-i18next';
import type { HostedOrder } from '../../../core/schemas/finance';
import { SummaryList, type SummaryRow } from '../../ui/forms/SummaryList';
import { formatDateMinute } from '../../ui/format/formatTime';
import { amountIn, type Places } from './format';

/**
 * One order: principal, interest earned (all and today), days left, the dates that matter for
 * its tab; a holding order offers early redemption.
 */
export function OrderCard({
  order,
  places,
  onRedeem,
}: {
  order: HostedOrder;
  places: Places;
  onRedeem(order: HostedOrder): void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const money = (value: string | null) => amountIn(value, order.currency, places, lang);
  const when = (time: number | null) => (time === null ? '--' : formatDateMinute(time, lang));
  const row = (name: string, value: SummaryRow['value'], className?: string): SummaryRow => ({
    name,
    label: t(`finance.order.${name}`),
    value,
    className,
  });
  const rows: SummaryRow[] = [
    row('amount', money(order.amount)),
    row('earned', money(order.earned), 'tw-finance-up'),
    ...(order.status === 'hosting'
      ? [
          row('today_income', money(order.today_income)),
          row(
            'remaining_days',
            t('finance.order.remaining_value', { days: order.remaining_days, total: order.days }),
          ),
          row('next_payout', when(order.next_payout)),
          row('completion_date', when(order.completion_date)),
        ]
      : order.status === 'completed'
        ? [
            row('expected_interest', money(order.expected_interest)),
            row('completed_at', when(order.completed_at)),
          ]
        : [
            row('penalty', money(order.penalty), 'tw-finance-down'),
            row('refund', money(order.refund)),
            row('redeemed_at', when(order.redeemed_at)),
          ]),
  ];
  const progress = order.days > 0 ? (order.days - order.remaining_days) / order.days : 1;
  return (
    <li className="tw-card tw-finance-order" data-testid="finance-order" data-id={order.id}>
      <header>
        <strong>{t('finance.product_title', { currency: order.currency, days: order.days })}</strong>
        <small className="tw-muted tw-num">{formatDateMinute(order.created_at, lang)}</small>
      </header>
      {order.status === 'hosting' && (
        <div className="tw-bar" aria-hidden="true">
          <i style={{ width: `${(progress * 100).toFixed(1)}%` }} />
        </div>
      )}
      <SummaryList className="tw-summary-rows" testIdPrefix="order" rows={rows} />
      {order.status === 'hosting' && (
        <button
          type="button"
          className="tw-finance-redeem"
          onClick={() => onRedeem(order)}
          data-testid="finance-redeem"
        >
          {t('finance.redeem')}
        </button>
      )}
    </li>
  );
}
