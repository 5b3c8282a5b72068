import type { Figure, SignedFigure } from '../../ui/format/money';
import { HIDDEN } from '../../ui/format/money';
import { useAmountsHidden } from '../../ui/hooks/useStoredFlag';

type Props = {
  /** The figure as ui/format/money.ts writes it; a signed one is coloured by its direction. */
  figure: Figure | SignedFigure;
  /**
   * `inline`: number and unit in one piece ("12.500000 USDT"); `apart`: the unit in small type
   * after the number (a big total); `heading`: the number alone, a heading above names the unit.
   */
  unit?: 'inline' | 'apart' | 'heading';
  className?: string;
  testId?: string;
  /** Follows the eye toggle (default); records show their amounts regardless. */
  hideable?: boolean;
};

/**
 * A figure of the assets screens; "****" while amounts are hidden. A profit or loss is coloured,
 * and its sign goes with the colour (never colour alone).
 */
export function Amount({ figure, unit = 'inline', className, testId, hideable = true }: Props) {
  const hidden = useAmountsHidden()[0] && hideable;
  const coloured = 'direction' in figure && !hidden ? `tw-${figure.direction}` : '';
  return (
    <>
      <span className={['tw-num', coloured, className].filter(Boolean).join(' ')} data-testid={testId}>
        {hidden ? HIDDEN : unit === 'inline' ? figure.text : figure.number}
      </span>
      {unit === 'apart' && (
        <>
          {' '}
          <small>{figure.unit}</small>
        </>
      )}
    </>
  );
}
