import { useTranslation } from 'react-i18next';
import { useWithdrawRecords } from './queries';
import { Page } from '../../ui/page/Page';
import { Refreshable } from '../../ui/page/Refreshable';
import { WithdrawRecordList } from './WithdrawRecordList';

/** Withdrawal records, newest first, with pull-to-refresh. */
export default function WithdrawRecordsPage() {
  const { t } = useTranslation();
  const records = useWithdrawRecords();
  return (
    <Page title={t('withdraw.record.list_title')} testId="withdraw-records-page">
      <Refreshable onRefresh={() => records.refetch()}>
        <div className="tw-content">
          <WithdrawRecordList records={records} />
        </div>
      </Refreshable>
    </Page>
  );
}
