import type { ReactNode } from 'react';
import './summary.css';

export type SummaryRow = {
  /** Names the row for tests: `<testIdPrefix>-<name>`. */
  name: string;
  label: string;
  value: ReactNode;
  className?: string;
};

/** What a form will do before it is sent (cost, fee, payout…): "--" for what is not known yet. */
export function SummaryList({
  rows,
  testIdPrefix,
  className = 'tw-order-figures',
  testId,
}: {
  rows: readonly SummaryRow[];
  testIdPrefix: string;
  className?: string;
  testId?: string;
}) {
  return (
    <dl className={className} data-testid={testId}>
      {rows.map((row) => (
        <div key={row.name}>
          <dt className="tw-muted">{row.label}</dt>
          <dd className={`tw-num ${row.className ?? ''}`} data-testid={`${testIdPrefix}-${row.name}`}>
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
