import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Popup, Toast } from 'react-vant';
import 'react-vant/es/popup/style/index.css';
import 'react-vant/es/toast/style/index.css';
import type { HostedOrder } from '../../../core/schemas/finance';
import { SubmitButton } from '../../ui/forms/SubmitButton';
import { SummaryList } from '../../ui/forms/SummaryList';
import { useSubmit } from '../../ui/forms/useSubmit';
import { formatDateMinute } from '../../ui/format/formatTime';
import { amountIn, percent, type Places } from './format';
import { redeem, refreshAfterChange, useQuote } from './queries';

/**
 * Early redemption: the binding quote first (penalty, refund, days left, the interest that stays
 * paid, when it arrives), then the redemption of exactly that quote. A quote from an earlier day
 * is refused by the server with the new figures (its message is toasted) and read again here.
 */
export function RedeemSheet({
  order,
  places,
  onClose,
}: {
  order: HostedOrder | null;
  places: Places;
  onClose(): void;
}) {
  return (
    <Popup
      visible={order !== null}
      onClose={onClose}
      position="bottom"
      round
      safeAreaInsetBottom
      destroyOnClose
    >
      {order && <Quote order={order} places={places} onClose={onClose} />}
    </Popup>
  );
}

function Quote({ order, places, onClose }: { order: HostedOrder; places: Places; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const queryClient = useQueryClient();
  const quote = useQuote(order.id);
  const sender = useSubmit((quoteId: string) => redeem(order.id, quoteId));
  const money = (value: string | undefined) => amountIn(value, order.currency, places, lang);
  const q = quote.data;

  const confirm = async () => {
    if (!q) return;
    const sent = await sender.run(q.quote_id);
    if (!sent.ok) {
      void quote.refetch(); // the figures changed: show the new ones
      return;
    }
    refreshAfterChange(queryClient);
    Toast.success(t('finance.redeemed', { refund: money(sent.result.refund ?? undefined) }));
    onClose();
  };

  return (
    <div className="tw-finance-sheet" data-testid="redeem-sheet">
      <h3>{t('finance.quote_title')}</h3>
      <p className="tw-muted tw-small">
        {t('finance.product_title', { currency: order.currency, days: order.days })}
      </p>
      {!q ? (
        <p className="tw-muted" data-testid="quote-state">
          {quote.isError ? t('finance.quote_failed') : t('finance.quote_loading')}
        </p>
      ) : (
        <>
          <SummaryList
            className="tw-summary-rows tw-finance-quote"
            testIdPrefix="quote"
            rows={[
              { name: 'amount', label: t('finance.quote_amount'), value: money(q.amount) },
              { name: 'remaining', label: t('finance.quote_remaining'), value: String(q.remaining_days) },
              {
                name: 'penalty',
                label: t('finance.quote_penalty', {
                  rate: percent(q.penalty_rate, lang),
                  days: q.remaining_days,
                }),
                value: money(q.penalty),
                className: 'tw-finance-down',
              },
              {
                name: 'refund',
                label: t('finance.quote_refund'),
                value: money(q.refund),
                className: 'tw-finance-strong',
              },
              {
                name: 'interest',
                label: t('finance.quote_interest_paid'),
                value: money(q.interest_paid),
                className: 'tw-finance-up',
              },
              { name: 'arrival', label: t('finance.quote_arrival'), value: t('finance.quote_arrival_now') },
            ]}
          />
          <p className="tw-muted tw-small" data-testid="quote-valid">
            {t('finance.quote_valid_until', { time: formatDateMinute(q.valid_until, lang) })}
          </p>
        </>
      )}
      <div className="tw-finance-sheet-actions">
        <button type="button" className="tw-finance-keep" onClick={onClose} data-testid="quote-keep">
          {t('finance.keep')}
        </button>
        <SubmitButton
          disabled={!q || quote.isFetching}
          busy={sender.busy}
          onClick={() => void confirm()}
          testId="quote-confirm"
        >
          {q ? t('finance.quote_confirm', { refund: money(q.refund) }) : t('finance.redeem')}
        </SubmitButton>
      </div>
    </div>
  );
}
