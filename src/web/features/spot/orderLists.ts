import type { InfiniteData } from '@tanstack/react-query';
import type { SpotOrder, SpotOrderList } from '../../../core/schemas/spot';

/** The pages of an order list as react-query keeps them. */
export type OrderPages = InfiniteData<SpotOrderList, number>;

/** The list without the order (a filled or cancelled order leaves the open list). */
export function withoutOrder(data: OrderPages, id: number): OrderPages {
  if (!data.pages.some((p) => p.list.some((o) => o.id === id))) return data;
  return {
    ...data,
    pages: data.pages.map((p) => ({ ...p, list: p.list.filter((o) => o.id !== id), total: p.total - 1 })),
  };
}

/** The list with the order's newest state: replaced where it is, else first (lists are newest first). */
export function withOrder(data: OrderPages, order: SpotOrder): OrderPages {
  if (data.pages.some((p) => p.list.some((o) => o.id === order.id)))
    return {
      ...data,
      pages: data.pages.map((p) => ({ ...p, list: p.list.map((o) => (o.id === order.id ? order : o)) })),
    };
  const [first, ...rest] = data.pages;
  if (!first) return data;
  return {
    ...data,
    pages: [
      { ...first, list: [order, ...first.list], total: first.total + 1 },
      ...rest.map((p) => ({ ...p, total: p.total + 1 })),
    ],
  };
}
