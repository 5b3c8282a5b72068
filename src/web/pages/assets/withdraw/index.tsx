import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from 'react-vant';
import { useWithdrawRecords } from '../../../queries/withdrawals';
import { Page } from '../../../shell/Page';
import { Refreshable } from '../../../shell/Refreshable';
import { WithdrawalStatusTag } from '../../../withdraw/WithdrawalStatusTag';
import '../../../withdraw/withdraw.css';

/** Withdrawal records, newest first, with pull-to-refresh. */
export default function WithdrawRecordsPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const records = useWithdrawRecords();
  const list = records.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <Page title={t('withdraw.record.list_title')} testId="withdraw-records-page">
      <Refreshable onRefresh={() => records.refetch()}>
        <div className="tw-content">
          {records.isSuccess && list.length === 0 && (
            <p className="tw-wd-empty" data-testid="withdraw-records-empty">
              {t('withdraw.record.empty')}
            </p>
          )}
          {list.map((w) => (
            <button
              key={w.id}
              type="button"
              className="tw-wd-record"
              data-testid="withdraw-record"
              onClick={() => navigate(`/pages/assets/withdraw/detail?id=${w.id}`)}
            >
              <div className="tw-wd-record-head">
                <span>
                  {w.coin} · {w.network === 'BANK' ? t('withdraw.bank') : w.network}
                </span>
                <WithdrawalStatusTag status={w.status} />
              </div>
              <div className="tw-wd-row">
                <span>{t('withdraw.record.amount')}</span>
                <strong>{w.amount}</strong>
              </div>
              <div className="tw-wd-row">
                <span>{t('withdraw.record.fee')}</span>
                <strong>{w.fee}</strong>
              </div>
              <div className="tw-wd-row">
                <span>{t('withdraw.record.time')}</span>
                <span>{new Date(w.created_at).toLocaleString(i18n.language)}</span>
              </div>
            </button>
          ))}
          {records.hasNextPage && (
            <Button
              block
              round
              plain
              type="primary"
              loading={records.isFetchingNextPage}
              onClick={() => void records.fetchNextPage()}
            >
              {t('withdraw.record.more')}
            </Button>
          )}
        </div>
      </Refreshable>
    </Page>
  );
}
