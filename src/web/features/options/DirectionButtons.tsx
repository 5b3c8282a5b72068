import { useTranslation } from 'react-i18next';
import { OPTION_DIRECTIONS, type OptionDirection } from '../../../core/schemas/options';
import { DemoTag } from './DemoTag';

const ARROW: Record<OptionDirection, string> = { up: '\u2191', down: '\u2193', flat: '\u2194' };

type Props = { demo: boolean; onChoose(direction: OptionDirection): void };

/** Up (green), Down (red), Flat (neutral): big, with an arrow as well as a colour, and DEMO on demo. */
export function DirectionButtons({ demo, onChoose }: Props) {
  const { t } = useTranslation();
  return (
    <div className="tw-option-directions">
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
          <strong>{t(`option.${direction}`)}</strong>
          <small>{t(`option.${direction}_hint`)}</small>
          {demo && <DemoTag />}
        </button>
      ))}
    </div>
  );
}
