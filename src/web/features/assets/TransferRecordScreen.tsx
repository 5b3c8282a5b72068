import { useTranslation } from 'react-i18next';
import { Arrow } from '@react-vant/icons';
import { accountLabelKey } from './accounts';
import { Amount } from './Amount';
import { formatCoinAmount } from '../../ui/format/money';
import { formatTime } from '../../ui/format/formatTime';
import { RecordList } from './RecordList';
import { transferHistoryQuery, useCoinDecimals, type TransferRecord } from './queries';
import { Page } from '../../ui/page/Page';
import './assets.css';

/** Transfers between the user's own accounts, newest first. */
export default function TransferRecordPage() {
  const { t, i18n } = useTranslation();
  const decimalsOf = useCoinDecimals();
  const row = (r: TransferRecord) => (
    <>
      <div className="tw-record-main">
        <strong>{r.symbol}</strong>
        <span className="tw-record-amount">
          <Amount
            figure={formatCoinAmount(
              r.amount,
              { symbol: r.symbol, decimals: decimalsOf(r.currency_id) },
              i18n.language,
            )}
            unit="apart"
            hideable={false}
          />
        </span>
      </div>
      <div className="tw-record-sub tw-muted">
        <span className="tw-route">
          {t(accountLabelKey(r.from))}
          <Arrow className="tw-route-arrow" />
          {t(accountLabelKey(r.to))}
        </span>
        <time dateTime={r.created_at}>{formatTime(r.created_at, i18n.language)}</time>
      </div>
    </>
  );
  return (
    <Page title={t('transfer.record_title')} testId="transfer-record-page">
      <RecordList query={transferHistoryQuery()} row={row} testId="transfer-records" />
    </Page>
  );
}
