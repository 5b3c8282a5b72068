import type { ReactNode } from 'react';
import { Empty } from 'react-vant';
import 'react-vant/es/empty/style/index.css';

type Props = {
  description: ReactNode;
  /** `search`: nothing matched what was typed; `default`: there is nothing yet. */
  kind?: 'default' | 'search';
  imageSize?: number;
  children?: ReactNode;
  'data-testid'?: string;
};

/**
 * react-vant's Empty with our own drawings. Its preset pictures are fetched from a third-party
 * CDN (img.yzcdn.cn): a request to someone else's server on every empty list, and a broken
 * image wherever that host is unreachable. These are inline and take the screen's colours.
 */
export function EmptyState({ kind = 'default', imageSize = 96, ...props }: Props) {
  return (
    <Empty {...props} imageSize={imageSize} image={kind === 'search' ? <NothingFound /> : <NothingYet />} />
  );
}

function NothingYet() {
  return (
    <svg viewBox="0 0 96 96" width="100%" height="100%" aria-hidden="true">
      <ellipse cx="48" cy="80" rx="32" ry="5" fill="var(--tw-muted)" opacity="0.15" />
      <path
        d="M20 44 30 24h36l10 20v26a4 4 0 0 1-4 4H24a4 4 0 0 1-4-4Z"
        fill="var(--tw-muted)"
        opacity="0.12"
      />
      <path
        d="M20 44 30 24h36l10 20M20 44v26a4 4 0 0 0 4 4h48a4 4 0 0 0 4-4V44M20 44h18a10 10 0 0 0 20 0h18"
        fill="none"
        stroke="var(--tw-muted)"
        strokeWidth="2.5"
        strokeLinejoin="round"
        opacity="0.6"
      />
    </svg>
  );
}

function NothingFound() {
  return (
    <svg viewBox="0 0 96 96" width="100%" height="100%" aria-hidden="true">
      <ellipse cx="48" cy="82" rx="30" ry="5" fill="var(--tw-muted)" opacity="0.15" />
      <circle cx="42" cy="42" r="20" fill="var(--tw-muted)" opacity="0.12" />
      <circle cx="42" cy="42" r="20" fill="none" stroke="var(--tw-muted)" strokeWidth="3" opacity="0.6" />
      <path d="m57 57 15 15" stroke="var(--tw-muted)" strokeWidth="5" strokeLinecap="round" opacity="0.6" />
    </svg>
  );
}
