import type { QueryClient } from '@tanstack/react-query';
import type { FirstData } from '../../../core/firstData';
import { marketKeys } from './quotes';

/**
 * Puts the market list the server drew the page from where the market's queries look for it:
 * home's list, spot trade and the pair pickers start from it instead of asking again.
 */
export function seedQueries(client: QueryClient, data: FirstData): void {
  // Dated when the server read it, not when the page started: a page the service worker kept
  // offline carries old prices, which must be asked for again at once, not trusted for 30 s.
  if (data.quotation !== undefined)
    client.setQueryData(marketKeys.quotation, data.quotation, { updatedAt: data.drawnAt });
}
