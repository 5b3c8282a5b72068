import './chips.css';

type Props = {
  label: string;
  percents: readonly number[];
  /** The share the box holds now, if it is one of the chips. */
  chosen?(percent: number): boolean;
  disabled: boolean;
  onChoose(percent: number): void;
  testId(percent: number): string;
};

/** Shares of what is available (25 %, 50 %…): one tap fills the amount box with that share. */
export function PercentChips({ label, percents, chosen, disabled, onChoose, testId }: Props) {
  return (
    <div className="tw-percents" role="group" aria-label={label}>
      {percents.map((percent) => (
        <button
          key={percent}
          type="button"
          className="tw-percent tw-num"
          aria-pressed={chosen ? chosen(percent) : undefined}
          disabled={disabled}
          onClick={() => onChoose(percent)}
          data-testid={testId(percent)}
        >
          {`${percent}%`}
        </button>
      ))}
    </div>
  );
}
