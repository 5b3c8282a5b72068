import type { ReactNode } from 'react';
import './chips.css';

type Props<T extends string | number> = {
  /** What is chosen, read aloud with the group. */
  label: string;
  choices: readonly T[];
  value: T | null;
  onChange(choice: T): void;
  /** The chip's text. */
  text(choice: T): ReactNode;
  testId(choice: T): string;
  className?: string;
  chipClassName?(choice: T): string;
};

/**
 * One choice of a few (order type, margin mode, leverage, period), as a row of chips: a radio
 * group, so a screen reader says which is chosen and arrows are not needed to read it.
 */
export function ChipGroup<T extends string | number>({
  label,
  choices,
  value,
  onChange,
  text,
  testId,
  className = 'tw-type-chips',
  chipClassName = () => 'tw-type-chip',
}: Props<T>) {
  return (
    <div className={className} role="radiogroup" aria-label={label}>
      {choices.map((choice) => (
        <button
          key={choice}
          type="button"
          role="radio"
          aria-checked={choice === value}
          className={chipClassName(choice)}
          onClick={() => onChange(choice)}
          data-testid={testId(choice)}
        >
          {text(choice)}
        </button>
      ))}
    </div>
  );
}
