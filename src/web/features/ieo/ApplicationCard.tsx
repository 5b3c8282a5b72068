import { useTranslation } from 'react-i18next';
import type { IeoApplication } from '../../../core/schemas/ieo';
import { SummaryList, type SummaryRow } from '../../ui/forms/SummaryList';
import { coinAmount } from '../../ui/format/figures';
import { formatDateMinute } from '../../ui/format/formatTime';
import { useCoinPlaces } from '../assets';
import { Receipt } from '../newcoins';
import { ApplicationStatus } from './ApplicationStatus';
import { PAY_STATE_KEY } from './labels';
import { PayButton } from './PayButton';

/** One application: what was applied for, allotted and is left to pay, its state, the pay action and the receipt. */
export function ApplicationCard({ application: a, now }: { application: IeoApplication; now: number }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const places = useCoinPlaces();
  const coins = (v: string) => coinAmount(v, a.symbol, a.decimals, lang);
  const pay = (v: string) => coinAmount(v, a.pay_currency, places(a.pay_currency), lang);
  const rows: SummaryRow[] = [
    { name: 'serial', label: t('ieo.mine.serial_number'), value: a.serial_number },
    { name: 'applied', label: t('ieo.mine.applied'), value: coins(a.applied) },
    // Before the allotment nothing is allotted or owed yet: the rows would only say 0.
    ...(a.pay_state === null
      ? []
      : [
          { name: 'allotted', label: t('ieo.mine.allotted'), value: coins(a.allotted) },
          { name: 'pending', label: t('ieo.mine.pending'), value: coins(a.pending) },
          {
            name: 'pay-amount',
            // Once paid, the amount is what was taken, not what is still asked for.
            label: t(a.pay_state === 'success' ? 'ieo.mine.paid_amount' : 'ieo.mine.pay_amount'),
            value: pay(a.pay_amount),
          },
          {
            name: 'pay-window',
            label: t('ieo.mine.pay_window'),
            // Each date kept whole: a narrow screen breaks the window after the dash only.
            value: (
              <>
                <span className="tw-ieo-when">{formatDateMinute(a.pay_start, lang)} –</span>{' '}
                <span className="tw-ieo-when">{formatDateMinute(a.pay_end, lang)}</span>
              </>
            ),
          },
          { name: 'pay-state', label: t('ieo.mine.pay_state'), value: t(PAY_STATE_KEY[a.pay_state]) },
        ]),
    { name: 'created', label: t('ieo.mine.applied_at'), value: formatDateMinute(a.created_at, lang) },
  ];
  return (
    <li className="tw-card tw-ieo-application" data-testid="ieo-application" data-status={a.status}>
      <header>
        <strong>
          {a.name} <span className="tw-muted tw-small">{a.symbol}</span>
        </strong>
        <ApplicationStatus application={a} />
      </header>
      <SummaryList className="tw-summary-rows" testIdPrefix="ieo-application" rows={rows} />
      {a.status === 3 && a.pay_state !== null && (
        <PayButton application={a} payState={a.pay_state} now={now} />
      )}
      {a.receipt && <Receipt receipt={a.receipt} currency={a.symbol} />}
    </li>
  );
}
