import { useTranslation } from 'react-i18next';
import type { RebateLine } from '../../../core/schemas/referral';
import { formatTime } from '../../ui/format/formatTime';
import { amountText, ratioText } from './format';
import { feeKindKey, KIND_KEY, PRODUCT_KEY, STATUS_KEY } from './labels';

/**
 * One rebate line: the amount and whether it is paid, then where it came from — the friend, the
 * product and trade id, which fee of that trade, the fee charged and the ratio taken of it. A
 * kickback line is the user's own fee given back by the inviter, and says so.
 */
export function RebateRow({ line }: { line: RebateLine }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <li
      className="tw-referral-row"
      data-testid="referral-rebate"
      data-trade-id={line.trade_id}
      data-status={line.status}
      data-kind={line.kind}
    >
      <header>
        <span className="tw-referral-row-title">
          <span className="tw-referral-tag" data-kind={line.kind}>
            {t(KIND_KEY[line.kind])}
          </span>
          {t(PRODUCT_KEY[line.product])}
        </span>
        <strong className="tw-num tw-referral-amount" data-testid="referral-rebate-amount">
          +{amountText(line.amount, line.fee_coin, lang)}
        </strong>
      </header>
      <dl className="tw-summary-rows">
        {line.kind === 'rebate' && (
          <div>
            <dt>{t('referral.rebate.friend')}</dt>
            <dd data-testid="referral-rebate-friend">{line.invitee_masked}</dd>
          </div>
        )}
        <div>
          <dt>{t('referral.rebate.trade')}</dt>
          <dd className="tw-num" data-testid="referral-rebate-trade">
            {line.trade_id}
          </dd>
        </div>
        <div>
          <dt>{t(feeKindKey(line.fee_kind))}</dt>
          <dd className="tw-num" data-testid="referral-rebate-fee">
            {amountText(line.fee, line.fee_coin, lang)}
          </dd>
        </div>
        <div>
          <dt>{t('referral.rebate.ratio')}</dt>
          <dd className="tw-num" data-testid="referral-rebate-ratio">
            {ratioText(line.ratio, lang)}
          </dd>
        </div>
        <div>
          <dt>{t('referral.rebate.status')}</dt>
          <dd data-testid="referral-rebate-status">
            <span className="tw-referral-status" data-status={line.status}>
              {t(STATUS_KEY[line.status])}
            </span>
            {line.paid_at !== null && (
              <span className="tw-num tw-muted"> {formatTime(line.paid_at, lang)}</span>
            )}
          </dd>
        </div>
      </dl>
      <time className="tw-muted tw-small tw-num" dateTime={new Date(line.created_at).toISOString()}>
        {formatTime(line.created_at, lang)}
      </time>
    </li>
  );
}
