import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../ui/hooks/useNow';
import { Page } from '../../ui/page/Page';
import { PagedList } from '../../ui/page/PagedList';
import { Refreshable } from '../../ui/page/Refreshable';
import { ApplicationCard } from './ApplicationCard';
import { ieoKeys, useIeoEvents, useMyApplications } from './queries';
import './ieo.css';

/** `/pages/ieo/mine`: my applications, what was allotted and what is left to pay, with each receipt. */
export default function ApplicationsScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const applications = useMyApplications();
  useIeoEvents();
  const items = applications.data?.pages.flatMap((p) => p.list) ?? [];
  // Only a pay deadline counts down here; the clock ticks while one is on the screen.
  const now = useNow(
    items.some((a) => a.status === 3),
    30_000,
  );
  return (
    <Page title={t('ieo.mine_title')} testId="ieo-mine">
      <Refreshable onRefresh={() => queryClient.invalidateQueries({ queryKey: ieoKeys.all })}>
        <PagedList
          query={applications}
          count={items.length}
          texts={{ failed: t('ieo.load_failed'), empty: t('ieo.no_applications'), more: t('ieo.more') }}
          emptyTestId="ieo-mine-empty"
        >
          <ul className="tw-content tw-ieo tw-ieo-applications" data-testid="ieo-applications">
            {items.map((application) => (
              <ApplicationCard key={application.serial_number} application={application} now={now} />
            ))}
          </ul>
        </PagedList>
      </Refreshable>
    </Page>
  );
}
