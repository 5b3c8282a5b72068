import type { ReactNode } from 'react';
import './listTabs.css';

type Props<T extends string> = {
  tabs: readonly T[];
  value: T;
  onChange(tab: T): void;
  /** The tab's title (a count or badge may follow it). */
  label(tab: T): ReactNode;
  testId(tab: T): string;
  /** The row's own layout (gaps, padding) where a screen needs one. */
  className: string;
};

/** Tabs over a list (open / history, announcements / messages): the chosen one underlined. */
export function ListTabs<T extends string>({ tabs, value, onChange, label, testId, className }: Props<T>) {
  return (
    <div className={className} role="tablist">
      {tabs.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          aria-selected={tab === value}
          className="tw-underline-tab"
          onClick={() => onChange(tab)}
          data-testid={testId(tab)}
        >
          {label(tab)}
        </button>
      ))}
    </div>
  );
}
