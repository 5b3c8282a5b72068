import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ListTabs } from '../../ui/page/ListTabs';
import { Page } from '../../ui/page/Page';
import { PagedList } from '../../ui/page/PagedList';
import { Refreshable } from '../../ui/page/Refreshable';
import { InviteeRow } from './InviteeRow';
import { referralKeys, useInvitees, useRebates } from './queries';
import { RebateRow } from './RebateRow';
import './referral.css';

const TABS = ['rebates', 'invites'] as const;
type Tab = (typeof TABS)[number];
const TAB_KEY: Record<Tab, string> = { rebates: 'referral.tab.rebates', invites: 'referral.tab.invites' };

/** `/pages/promotion/records`: the rebate lines, and the friends invited, page by page. */
export default function RecordsScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'invites' ? 'invites' : 'rebates';
  return (
    <Page title={t('referral.records.title')} testId="referral-records-page">
      <ListTabs
        className="tw-referral-tabs"
        tabs={TABS}
        value={tab}
        onChange={(name) => setParams(name === 'invites' ? { tab: 'invites' } : {}, { replace: true })}
        label={(name) => t(TAB_KEY[name])}
        testId={(name) => `referral-tab-${name}`}
      />
      <Refreshable
        onRefresh={() =>
          queryClient.invalidateQueries({
            queryKey: tab === 'invites' ? referralKeys.invitees : referralKeys.rebates,
          })
        }
      >
        {tab === 'invites' ? <Invitees /> : <Rebates />}
      </Refreshable>
    </Page>
  );
}

function Rebates() {
  const { t } = useTranslation();
  const list = useRebates();
  const items = list.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <PagedList
      query={list}
      count={items.length}
      texts={{
        failed: t('referral.load_failed'),
        empty: t('referral.records.no_rebates'),
        more: t('referral.more'),
      }}
      emptyTestId="referral-rebates-empty"
    >
      <p className="tw-muted tw-small tw-referral-list-note">{t('referral.records.rebates_note')}</p>
      <ul className="tw-referral-list" data-testid="referral-rebates">
        {items.map((line) => (
          <RebateRow key={line.id} line={line} />
        ))}
      </ul>
    </PagedList>
  );
}

function Invitees() {
  const { t } = useTranslation();
  const list = useInvitees();
  const items = list.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <PagedList
      query={list}
      count={items.length}
      texts={{
        failed: t('referral.load_failed'),
        empty: t('referral.records.no_invites'),
        more: t('referral.more'),
      }}
      emptyTestId="referral-invites-empty"
    >
      <ul className="tw-referral-list" data-testid="referral-invites">
        {items.map((invitee, i) => (
          <InviteeRow key={`${invitee.joined_at}-${i}`} invitee={invitee} />
        ))}
      </ul>
    </PagedList>
  );
}
