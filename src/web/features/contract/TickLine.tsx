import { useTranslation } from 'react-i18next';
import type { ContractTick } from '../../../core/schemas/contract';
import { feedSourceName } from '../../ui/format/feedSource';
import { formatMomentMs } from '../../ui/format/formatTime';
import { price } from '../../ui/format/figures';

type Props = { label: string; tick: ContractTick | null; decimals: number };

/** A recorded tick the position used: price, feed time to the millisecond, and its source. */
export function TickLine({ label, tick, decimals }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <span className="tw-contract-tick">
      <span className="tw-muted">{label}</span>{' '}
      <span className="tw-num">
        {tick
          ? t('contract.tick_value', {
              price: price(tick.price, decimals, lang),
              time: formatMomentMs(tick.time, lang),
              source: feedSourceName(t, tick.source),
            })
          : '--'}
      </span>
    </span>
  );
}
