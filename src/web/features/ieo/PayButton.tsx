import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Dialog, Toast } from 'react-vant';
import 'react-vant/es/dialog/style/index.css';
import 'react-vant/es/toast/style/index.css';
import type { IeoApplication, IeoPayState } from '../../../core/schemas/ieo';
import { SubmitButton } from '../../ui/forms/SubmitButton';
import { useSubmit } from '../../ui/forms/useSubmit';
import { coinAmount } from '../../ui/format/figures';
import { useCoinPlaces, fundsKeys } from '../assets';
import { Countdown } from './Countdown';
import { ieoKeys, payForIeo } from './queries';

/**
 * Paying for an allotment (status 3): the button once the pay window is open, with the time left
 * until it closes (an allotment not paid by then lapses); before it opens, the time until it does.
 */
export function PayButton({
  application: a,
  payState,
  now,
}: {
  application: IeoApplication;
  payState: IeoPayState;
  now: number;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const queryClient = useQueryClient();
  const places = useCoinPlaces();
  const sender = useSubmit((values: { serial_number: string }, request_id: string) =>
    payForIeo({ ...values, request_id }),
  );
  if (payState !== 'paying' && payState !== 'processing') return null;
  const open = payState === 'paying';
  const amount = coinAmount(a.pay_amount, a.pay_currency, places(a.pay_currency), lang);

  const pay = async () => {
    const confirmed = await Dialog.confirm({
      title: t('ieo.mine.pay_confirm_title'),
      message: t('ieo.mine.pay_confirm', {
        amount,
        quantity: coinAmount(a.pending, a.symbol, a.decimals, lang),
      }),
      confirmButtonText: t('ieo.mine.pay'),
      cancelButtonText: t('common.cancel'),
    }).then(
      () => true,
      () => false,
    );
    if (!confirmed || !(await sender.run({ serial_number: a.serial_number })).ok) return;
    Toast.success(t('ieo.mine.paid_toast'));
    void queryClient.invalidateQueries({ queryKey: ieoKeys.all });
    void queryClient.invalidateQueries({ queryKey: fundsKeys.all });
  };

  return (
    <div className="tw-ieo-pay" data-testid="ieo-pay">
      <p className="tw-small tw-muted">
        {open ? (
          <Countdown aheadKey="ieo.ahead.pay_end" at={a.pay_end} now={now} testId="ieo-pay-left" />
        ) : (
          <Countdown aheadKey="ieo.ahead.pay_start" at={a.pay_start} now={now} testId="ieo-pay-left" />
        )}
      </p>
      <SubmitButton busy={sender.busy} disabled={!open} onClick={() => void pay()} testId="ieo-pay-button">
        {t('ieo.mine.pay_amount_button', { amount })}
      </SubmitButton>
    </div>
  );
}
