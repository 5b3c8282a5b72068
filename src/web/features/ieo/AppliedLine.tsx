import { useTranslation } from 'react-i18next';
import type { IeoItem } from '../../../core/schemas/ieo';
import { appliedRatio } from './timeline';

/** "Oversubscribed ×2.40" once more is applied for than the supply, else the share applied for. */
export function AppliedLine({ item }: { item: Pick<IeoItem, 'total_applied' | 'supply'> }) {
  const { t } = useTranslation();
  const ratio = appliedRatio(item);
  return (
    <span data-testid="ieo-applied-ratio">
      {ratio.gt(1)
        ? t('ieo.oversubscribed', { times: ratio.toFixed(2) })
        : t('ieo.applied_percent', { percent: ratio.times(100).toFixed(1) })}
    </span>
  );
}
