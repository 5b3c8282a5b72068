import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import 'react-vant/es/tabs/style/index.css';
import { useDepositRecords } from '../deposit';
import { useWithdrawRecords } from '../withdraw';
import { Page } from '../../ui/page/Page';
import { Refreshable } from '../../ui/page/Refreshable';
import { WithdrawRecordList } from '../withdraw';
import { DepositRecords } from '../deposit';
import { BarTabs } from '../../ui/page/BarTabs';

const TABS = ['deposit', 'withdraw'] as const;
type Tab = (typeof TABS)[number];

/** Spec route: deposit and withdrawal records, one tab each, with pull-to-refresh. */
export default function RecordsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'withdraw' ? 'withdraw' : 'deposit';
  const deposits = useDepositRecords();
  const withdrawals = useWithdrawRecords();
  const refresh = () => (tab === 'deposit' ? deposits.refetch() : withdrawals.refetch());
  return (
    <Page title={t('records.title')} testId="records-page">
      <BarTabs
        active={tab}
        onChange={(name) => setParams(new URLSearchParams({ tab: String(name) }), { replace: true })}
      >
        {TABS.map((name) => (
          <BarTabs.TabPane key={name} name={name} title={t(`records.tab_${name}`)} />
        ))}
      </BarTabs>
      <Refreshable onRefresh={refresh}>
        <div className="tw-content">
          {tab === 'deposit' ? (
            <DepositRecords records={deposits.data?.list} />
          ) : (
            <WithdrawRecordList records={withdrawals} />
          )}
        </div>
      </Refreshable>
    </Page>
  );
}
