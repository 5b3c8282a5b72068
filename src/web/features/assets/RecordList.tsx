import type { ReactNode } from 'react';
import { useInfiniteQuery, type InfiniteData, type UseInfiniteQueryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { List } from 'react-vant';
import 'react-vant/es/list/style/index.css';
import type { Paged } from './queries';
import { Refreshable } from '../../ui/page/Refreshable';
import { EmptyState } from '../../ui/EmptyState';

type Props<T, K extends readonly unknown[]> = {
  // The query options of a paged call (`page`, `limit` → `list`, `total`).
  query: UseInfiniteQueryOptions<Paged<T>, Error, InfiniteData<Paged<T>>, K, number>;
  row(item: T): ReactNode;
  testId: string;
};

/** A paged record list: more rows as you scroll, pull to refresh, "no data" when empty. */
export function RecordList<T extends { id: number }, K extends readonly unknown[]>({
  query,
  row,
  testId,
}: Props<T, K>) {
  const { t } = useTranslation();
  const records = useInfiniteQuery(query);
  const items = records.data?.pages.flatMap((p) => p.list) ?? [];
  const empty = records.isSuccess && items.length === 0;
  return (
    <Refreshable onRefresh={() => records.refetch()}>
      {empty ? (
        <EmptyState description={t('assets.no_data')} data-testid={`${testId}-empty`} />
      ) : (
        <List
          finished={records.isSuccess && !records.hasNextPage}
          finishedText={items.length > 0 ? t('assets.no_more') : null}
          errorText={t('assets.load_failed')}
          onLoad={async () => {
            if (records.isPending) return;
            const result = await records.fetchNextPage();
            if (result.isError) throw result.error;
          }}
        >
          <ul className="tw-records" data-testid={testId}>
            {items.map((item) => (
              <li key={item.id} className="tw-record" data-testid={`${testId}-row`}>
                {row(item)}
              </li>
            ))}
          </ul>
        </List>
      )}
    </Refreshable>
  );
}
