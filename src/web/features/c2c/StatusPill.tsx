import { useTranslation } from 'react-i18next';
import type { C2cStatus } from '../../../core/schemas/c2c';
import { STATUS_KEY, STATUS_TONE } from './labels';

/** An order's status as a coloured pill: waiting, done, over or in appeal. */
export function StatusPill({ status, testId }: { status: C2cStatus; testId: string }) {
  const { t } = useTranslation();
  return (
    <span className="tw-c2c-status" data-tone={STATUS_TONE[status]} data-status={status} data-testid={testId}>
      {t(STATUS_KEY[status])}
    </span>
  );
}
