import { useTranslation } from 'react-i18next';
import { OPTION_DIRECTIONS, type OptionDirection } from '../../../core/schemas/options';
import { DemoTag } from './DemoTag';
import { bandRangeText } from './flatBand';

const ARROW: Record<OptionDirection, string> = { up: '\u2191', down: '\u2193', flat: '\u2194' };

type Props = {
  demo: boolean;
  /** The flat band of the chosen period, or the pair's periods' range; null before they arrive. */
  flatBand: { narrowest: string; widest: string } | null;
  priceDecimals: number;
  onChoose(direction: OptionDirection): void;
};

/**
 * Up (green), Down (red), Flat (neutral): big, with an arrow as well as a colour, and DEMO on
 * demo. Flat says how far the price may move ("Within ±6.00"). The bar stays above the tab bar
 * (options.css), so the screen's purpose is in reach however far the chart and orders scroll.
 */
export function DirectionButtons({ demo, flatBand, priceDecimals, onChoose }: Props) {
  const { t, i18n } = useTranslation();
  const hint = (direction: OptionDirection) =>
    direction === 'flat' && flatBand
      ? t('options.flat_within', { band: bandRangeText(flatBand, priceDecimals, i18n.language) })
      : t(`options.${direction}_hint`);
  return (
    <div className="tw-option-directions" data-testid="option-directions">
      {OPTION_DIRECTIONS.map((direction) => (
        <button
          key={direction}
          type="button"
          className={`tw-option-direction tw-option-dir-${direction}`}
          onClick={() => onChoose(direction)}
          data-testid={`direction-${direction}`}
        >
          <span className="tw-option-arrow" aria-hidden="true">
            {ARROW[direction]}
          </span>
          <strong>{t(`options.${direction}`)}</strong>
          <small className="tw-num" data-testid={`direction-${direction}-hint`}>
            {hint(direction)}
          </small>
          {demo && <DemoTag />}
        </button>
      ))}
    </div>
  );
}
