import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { seedQueries } from '../../src/web/app/firstData';
import { QUOTATION_FRESH_MS, marketKeys } from '../../src/web/features/market/quotes';

/**
 * The market list a page was drawn with: asked for again at once when the page is older than the
 * list's freshness (a page the service worker kept offline and opened later), not trusted for 30 s.
 */
describe('the market list drawn into the page', () => {
  const clients: QueryClient[] = [];
  afterEach(() => clients.splice(0).forEach((c) => c.clear()));

  async function fetchesOnOpen(drawnAt: number | undefined): Promise<number> {
    const client = new QueryClient();
    clients.push(client);
    seedQueries(client, { quotation: { pairs: [], source: 'simulated' }, drawnAt });
    let fetches = 0;
    const observer = new QueryObserver(client, {
      queryKey: marketKeys.quotation,
      queryFn: async () => {
        fetches += 1;
        return { pairs: [], source: 'simulated' };
      },
      staleTime: QUOTATION_FRESH_MS,
    });
    const unsubscribe = observer.subscribe(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 10));
    unsubscribe();
    return fetches;
  }

  it('is used as it is when the server has just read it', async () => {
    expect(await fetchesOnOpen(Date.now() - 1_000)).toBe(0);
  });

  it('is asked for again at once when the page was drawn an hour ago', async () => {
    expect(await fetchesOnOpen(Date.now() - 3_600_000)).toBe(1);
  });

  it('is dated when the server read it, whatever the time the page opened', () => {
    const client = new QueryClient();
    clients.push(client);
    const drawnAt = Date.UTC(2026, 10, 20, 9, 0, 0);
    seedQueries(client, { quotation: { pairs: [] }, drawnAt });
    expect(client.getQueryState(marketKeys.quotation)?.dataUpdatedAt).toBe(drawnAt);
  });
});
