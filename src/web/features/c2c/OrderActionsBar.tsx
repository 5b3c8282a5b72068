import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Toast } from 'react-vant';
import 'react-vant/es/button/style/index.css';
import 'react-vant/es/dialog/style/index.css';
import 'react-vant/es/toast/style/index.css';
import { C2C_CANCELS_PER_DAY, type C2cOrder } from '../../../core/schemas/c2c';
import { useSubmit } from '../../ui/forms/useSubmit';
import { AppealSheet } from './AppealSheet';
import { clock, type OrderActions } from './orderActions';
import { c2cKeys, cancelOrder, markPaid, refreshAfterChange } from './queries';
import { ReleaseSheet } from './ReleaseSheet';

const confirmed = (options: Parameters<typeof Dialog.confirm>[0]) =>
  Dialog.confirm(options).then(
    () => true,
    () => false,
  );

/**
 * What the caller may do now: the buyer "I have paid" or cancel while paying; the seller release
 * once paid; either side appeal from `appeal_from` (counting down until then).
 */
export function OrderActionsBar({
  order,
  actions,
  amount,
  quantity,
}: {
  order: C2cOrder;
  actions: OrderActions;
  /** The fiat and the coins as the screen writes them. */
  amount: string;
  quantity: string;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [sheet, setSheet] = useState<'release' | 'appeal' | null>(null);
  // Sent with the order's id as the attempt's value (useSubmit keys its request id by the values).
  const pay = useSubmit((id: number) => markPaid(id));
  const cancel = useSubmit((id: number) => cancelOrder(id));

  const onPay = async () => {
    const ok = await confirmed({
      title: t('c2c.detail.paid_confirm_title'),
      message: t('c2c.detail.paid_confirm', { amount }),
      confirmButtonText: t('c2c.detail.paid_confirm_yes'),
      cancelButtonText: t('common.cancel'),
    });
    if (!ok) return;
    const sent = await pay.run(order.id);
    if (!sent.ok) return void queryClient.invalidateQueries({ queryKey: c2cKeys.order(order.id) });
    refreshAfterChange(queryClient, sent.result);
    Toast.success(t('c2c.detail.marked_paid'));
  };

  const onCancel = async () => {
    const ok = await confirmed({
      title: t('c2c.detail.cancel_confirm_title'),
      message: t('c2c.detail.cancel_confirm', { limit: C2C_CANCELS_PER_DAY }),
      confirmButtonText: t('c2c.detail.cancel_order'),
      cancelButtonText: t('c2c.detail.keep_order'),
    });
    if (!ok) return;
    const sent = await cancel.run(order.id);
    if (!sent.ok) return void queryClient.invalidateQueries({ queryKey: c2cKeys.order(order.id) });
    refreshAfterChange(queryClient, sent.result);
    Toast(t('c2c.detail.cancelled'));
  };

  const any = actions.pay || actions.cancel || actions.release || actions.appeal || actions.appealIn !== null;
  if (!any) return null;
  return (
    <section className="tw-card tw-c2c-actions" data-testid="c2c-actions">
      {actions.pay && (
        <Button
          type="primary"
          block
          round
          loading={pay.busy}
          onClick={() => void onPay()}
          data-testid="c2c-pay-button"
        >
          {t('c2c.detail.i_have_paid')}
        </Button>
      )}
      {actions.release && (
        <Button
          type="primary"
          block
          round
          onClick={() => setSheet('release')}
          data-testid="c2c-release-button"
        >
          {t('c2c.detail.release', { quantity })}
        </Button>
      )}
      {actions.cancel && (
        <>
          <Button
            block
            round
            plain
            loading={cancel.busy}
            onClick={() => void onCancel()}
            data-testid="c2c-cancel-button"
          >
            {t('c2c.detail.cancel_order')}
          </Button>
          <p className="tw-muted tw-small" data-testid="c2c-cancel-note">
            {t('c2c.detail.cancel_note', { limit: C2C_CANCELS_PER_DAY })}
          </p>
        </>
      )}
      {actions.appeal && (
        <Button
          block
          round
          plain
          type="danger"
          onClick={() => setSheet('appeal')}
          data-testid="c2c-appeal-button"
        >
          {t('c2c.appeal.open')}
        </Button>
      )}
      {actions.appealIn !== null && (
        <p className="tw-muted tw-small" data-testid="c2c-appeal-wait">
          {t('c2c.appeal.available_in', { time: clock(actions.appealIn) })}
        </p>
      )}
      <ReleaseSheet
        open={sheet === 'release'}
        orderId={order.id}
        quantity={quantity}
        amount={amount}
        onClose={() => setSheet(null)}
      />
      <AppealSheet open={sheet === 'appeal'} orderId={order.id} onClose={() => setSheet(null)} />
    </section>
  );
}
