import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { NoticeKind } from '../../../core/schemas/notices';
import { useSession } from '../../api/session/useSession';
import { formatTime } from '../../ui/format/formatTime';
import { Page } from '../../ui/page/Page';
import { PagedList } from '../../ui/page/PagedList';
import { Refreshable } from '../../ui/page/Refreshable';
import { ListTabs } from '../../ui/page/ListTabs';
import { noticeKeys, readAll, useMessageEvents, useNoticeList, useUnread, type Notice } from './home/queries';
import './notices.css';

const KINDS: readonly NoticeKind[] = ['announcement', 'message'];

/** `/pages/notice/index`: announcements and the user's messages, each tab with its unread count. */
export default function NoticesScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { loggedIn } = useSession();
  const [params, setParams] = useSearchParams();
  const kind: NoticeKind = params.get('tab') === 'message' ? 'message' : 'announcement';
  const unread = useUnread();
  useMessageEvents();
  const [marking, setMarking] = useState(false);
  const canMark = loggedIn && unread[kind] > 0;

  return (
    <Page
      title={t('notices.title')}
      testId="notices-page"
      right={
        canMark ? (
          <button
            type="button"
            className="tw-notices-read-all"
            disabled={marking}
            onClick={() => {
              setMarking(true);
              void readAll(queryClient, kind).finally(() => setMarking(false));
            }}
            data-testid="notices-read-all"
          >
            {t('notices.read_all')}
          </button>
        ) : undefined
      }
    >
      <ListTabs
        className="tw-notices-tabs"
        tabs={KINDS}
        value={kind}
        onChange={(name) => setParams(name === 'message' ? { tab: 'message' } : {}, { replace: true })}
        label={(name) => (
          <>
            {t(`notices.tab.${name}`)}
            {unread[name] > 0 && (
              <span className="tw-notices-badge" data-testid={`notices-unread-${name}`}>
                {unread[name] > 99 ? '99+' : unread[name]}
              </span>
            )}
          </>
        )}
        testId={(name) => `notices-tab-${name}`}
      />
      <Refreshable onRefresh={() => queryClient.invalidateQueries({ queryKey: noticeKeys.all })}>
        {kind === 'message' && !loggedIn ? (
          <p className="tw-notices-visitor tw-muted">{t('notices.login_for_messages')}</p>
        ) : (
          <NoticeList kind={kind} />
        )}
      </Refreshable>
    </Page>
  );
}

function NoticeList({ kind }: { kind: NoticeKind }) {
  const { t } = useTranslation();
  const list = useNoticeList(kind);
  const items = list.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <PagedList
      query={list}
      count={items.length}
      texts={{ failed: t('notices.load_failed'), empty: t(`notices.empty.${kind}`), more: t('notices.more') }}
      emptyTestId={`notices-empty-${kind}`}
    >
      <ul className="tw-notices" data-testid={`notices-list-${kind}`}>
        {items.map((notice) => (
          <NoticeRow key={notice.id} notice={notice} />
        ))}
      </ul>
    </PagedList>
  );
}

function NoticeRow({ notice }: { notice: Notice }) {
  const { t, i18n } = useTranslation();
  return (
    <li className="tw-notice-row" data-read={notice.read} data-testid="notice-row">
      <Link to={`/pages/notice/detail?id=${notice.id}`}>
        <span className="tw-notice-title">
          {!notice.read && <i className="tw-notice-dot" aria-label={t('notices.unread')} />}
          {notice.pinned && <em className="tw-notice-pin">{t('notices.pinned')}</em>}
          {notice.title}
        </span>
        <span className="tw-notice-summary tw-muted">{notice.summary}</span>
        <time className="tw-muted tw-small tw-num" dateTime={new Date(notice.created_at).toISOString()}>
          {formatTime(notice.created_at, i18n.language)}
        </time>
      </Link>
    </li>
  );
}
