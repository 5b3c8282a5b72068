import './sideTabs.css';

type Props<Side extends string> = {
  /** The buying side first (buy, long), then the selling one (sell, short). */
  sides: readonly [Side, Side];
  value: Side;
  onChange(side: Side): void;
  label(side: Side): string;
};

/** An order ticket's two sides, the chosen one filled in the colour of a rise or a fall. */
export function SideTabs<Side extends string>({ sides, value, onChange, label }: Props<Side>) {
  return (
    <div className="tw-side-tabs" role="tablist">
      {sides.map((side, i) => (
        <button
          key={side}
          type="button"
          role="tab"
          aria-selected={value === side}
          className={`tw-side-tab tw-side-${i === 0 ? 'buy' : 'sell'}`}
          onClick={() => onChange(side)}
          data-testid={`side-${side}`}
        >
          {label(side)}
        </button>
      ))}
    </div>
  );
}
