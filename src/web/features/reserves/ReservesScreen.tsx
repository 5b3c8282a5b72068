import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../api/session/useSession';
import { EmptyState } from '../../ui/EmptyState';
import { formatDateMinute } from '../../ui/format/formatTime';
import { Page } from '../../ui/page/Page';
import { Refreshable } from '../../ui/page/Refreshable';
import { reservesKeys, useLatestReserves } from './queries';
import { SnapshotScreen } from './SnapshotScreen';
import './reserves.css';
import { LoadFailed } from '../../ui/LoadFailed';

/**
 * `/pages/assets/reserves`: proof of reserves. Public: a visitor sees the ratios, their history
 * and the reserve addresses; checking one's own balance needs a session.
 */
export default function ReservesScreen() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { loggedIn } = useSession();
  const latest = useLatestReserves(loggedIn);
  return (
    <Page title={t('menu.reserves')} testId="reserves-page">
      <Refreshable onRefresh={() => queryClient.invalidateQueries({ queryKey: reservesKeys.all })}>
        {latest.data?.snapshot ? (
          <SnapshotScreen latest={latest.data} snapshot={latest.data.snapshot} />
        ) : latest.data ? (
          <EmptyState
            description={
              <>
                <span className="tw-reserves-empty-title">{t('reserves.empty.title')}</span>
                <br />
                {t('reserves.empty.next', {
                  time: formatDateMinute(latest.data.next_snapshot_at, i18n.language),
                })}
              </>
            }
            data-testid="reserves-empty"
          />
        ) : latest.isError ? (
          <LoadFailed message={t('reserves.load_failed')} onRetry={() => latest.refetch()} />
        ) : (
          <div className="tw-content" aria-hidden="true">
            <div className="tw-skeleton-block" />
          </div>
        )}
      </Refreshable>
    </Page>
  );
}
