/*
 * The paged lists (`page`, `limit` in; `list`, `page`, `limit`, `total` out: core's pageFields and
 * pageOf schema). Every list reads one page of rows and counts the whole filtered set, in one
 * place so the page arithmetic and the answer's shape cannot drift between features.
 */

export type PageRequest = { page: number; limit: number };

/** The rows a page covers: page 1 starts at row 0. */
export function pageWindow({ page, limit }: PageRequest): { limit: number; offset: number } {
  return { limit, offset: (page - 1) * limit };
}

/** `count()`'s answer as a number: no row (or a driver's bigint text) reads as a count. */
export function countOf(rows: { n: number | string }[]): number {
  return Number(rows[0]?.n ?? 0);
}

/**
 * One page: `rows` reads the window (newest first, as each caller orders it), `count` the whole
 * set; both start together.
 */
export async function readPage<Row>(
  request: PageRequest,
  rows: (window: { limit: number; offset: number }) => Promise<Row[]>,
  count: () => Promise<{ n: number | string }[]>,
): Promise<{ rows: Row[]; page: number; limit: number; total: number }> {
  const [list, counted] = await Promise.all([rows(pageWindow(request)), count()]);
  return { rows: list, page: request.page, limit: request.limit, total: countOf(counted) };
}
