import { useTranslation } from 'react-i18next';
import type { IeoApplication } from '../../../core/schemas/ieo';
import { formatDateMinute } from '../../ui/format/formatTime';

/** The spec's application status 1–6 in words; a failed one says why, a listed one until when it is locked. */
export function ApplicationStatus({ application: a }: { application: IeoApplication }) {
  const { t, i18n } = useTranslation();
  return (
    <span className="tw-ieo-application-status tw-small" data-testid="ieo-application-status">
      {statusText()}
    </span>
  );

  function statusText(): string {
    switch (a.status) {
      case 1:
        return t('ieo.mine.status_applied');
      case 2:
        if (a.reason === 'unpaid') return t('ieo.mine.status_failed_unpaid');
        if (a.reason === 'not_allotted') return t('ieo.mine.status_failed_not_allotted');
        return t('ieo.mine.status_failed');
      case 3:
        return t('ieo.mine.status_allotted');
      case 4:
        return t('ieo.mine.status_paid');
      case 5:
        return t('ieo.mine.status_locked', { time: formatDateMinute(a.lock_until, i18n.language) });
      case 6:
        return t('ieo.mine.status_unlocked');
    }
  }
}
