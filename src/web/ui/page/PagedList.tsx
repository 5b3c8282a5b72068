import type { ReactNode } from 'react';
import { EmptyState } from '../EmptyState';
import { LoadFailed } from '../LoadFailed';

/** What PagedList reads of an infinite query (TanStack Query's `useInfiniteQuery` result). */
type PagedQuery = {
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch(): unknown;
  fetchNextPage(): unknown;
};

type Props = {
  query: PagedQuery;
  /** Items loaded so far; 0 shows the empty state. */
  count: number;
  texts: { failed: string; empty: string; more: string };
  emptyTestId: string;
  /** The list itself, drawn once there are items. */
  children: ReactNode;
};

/**
 * A list of a user's records page by page, in its four states: a skeleton while the first page
 * loads, a failure with a retry, an empty state, and the items with "load more".
 */
export function PagedList({ query, count, texts, emptyTestId, children }: Props) {
  if (query.isPending)
    return (
      <ul className="tw-orders" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <li key={i} className="tw-skeleton-row tw-skeleton-tall" />
        ))}
      </ul>
    );
  if (query.isError)
    return (
      <LoadFailed className="tw-orders-visitor" message={texts.failed} onRetry={() => query.refetch()} />
    );
  if (count === 0)
    return (
      <div data-testid={emptyTestId}>
        <EmptyState imageSize={72} description={texts.empty} />
      </div>
    );
  return (
    <>
      {children}
      {query.hasNextPage && (
        <button
          type="button"
          className="tw-link tw-load-more"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {texts.more}
        </button>
      )}
    </>
  );
}
