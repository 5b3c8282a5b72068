import { useTranslation } from 'react-i18next';
import type { OptionTick } from '../../../core/schemas/options';
import { feedSourceName } from '../../ui/format/feedSource';
import { formatTickTime } from './countdown';
import { medianOfTicks, medianTickIndexes } from './medianTicks';
import { price } from '../../ui/format/figures';

type Props = { ticks: OptionTick[]; priceDecimals: number | undefined };

/**
 * Every tick of the settlement window with its time to the millisecond and its feed, the middle
 * one(s) by price marked, and their median worked out here: the user can check the close price.
 */
export function TickList({ ticks, priceDecimals }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  if (ticks.length === 0) return <p className="tw-muted">{t('options.no_ticks')}</p>;
  const middle = medianTickIndexes(ticks);
  const median = medianOfTicks(ticks);
  return (
    <>
      <table className="tw-option-ticks" data-testid="settlement-ticks">
        <thead>
          <tr>
            <th>{t('options.tick_time')}</th>
            <th>{t('options.tick_price')}</th>
            <th>{t('options.tick_source')}</th>
          </tr>
        </thead>
        <tbody>
          {ticks.map((tick, i) => {
            const inMedian = middle.has(i);
            return (
              <tr key={`${tick.time}-${i}`} className={inMedian ? 'tw-option-median' : undefined}>
                <td className="tw-num">{formatTickTime(tick.time, lang)}</td>
                <td className="tw-num">
                  {price(tick.price, priceDecimals, lang)}
                  {inMedian && <span className="tw-badge tw-option-median-tag">{t('options.median')}</span>}
                </td>
                <td>{feedSourceName(t, tick.source)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {median && (
        <p className="tw-option-note tw-num" data-testid="ticks-median">
          {t('options.median_of', { count: ticks.length, price: price(median, priceDecimals, lang) })}
        </p>
      )}
    </>
  );
}
