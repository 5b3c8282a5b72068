import { useTranslation } from 'react-i18next';
import type { OptionTick } from '../../../core/schemas/options';
import { formatTickTime } from './countdown';
import { price } from './format';

type Props = { ticks: OptionTick[]; closeTick: OptionTick | null; priceDecimals: number | undefined };

/**
 * Every tick of the settlement window with its time to the millisecond and its feed, the one
 * whose price is the median marked: the user can check the close price for themselves.
 */
export function TickList({ ticks, closeTick, priceDecimals }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  if (ticks.length === 0) return <p className="tw-muted">{t('option.no_ticks')}</p>;
  return (
    <table className="tw-option-ticks" data-testid="settlement-ticks">
      <thead>
        <tr>
          <th>{t('option.tick_time')}</th>
          <th>{t('option.tick_price')}</th>
          <th>{t('option.tick_source')}</th>
        </tr>
      </thead>
      <tbody>
        {ticks.map((tick, i) => {
          const median = closeTick !== null && tick.time === closeTick.time && tick.price === closeTick.price;
          return (
            <tr key={`${tick.time}-${i}`} className={median ? 'tw-option-median' : undefined}>
              <td className="tw-num">{formatTickTime(tick.time, lang)}</td>
              <td className="tw-num">
                {price(tick.price, priceDecimals, lang)}
                {median && <span className="tw-badge tw-option-median-tag">{t('option.median')}</span>}
              </td>
              <td>{tick.source}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
