import type { QueryClient } from '@tanstack/react-query';
import type { FirstData } from '../../../core/firstData';
import { marketKeys } from './quotes';

/**
 * Puts the market list the server drew the page from where the market's queries look for it:
 * home's list, spot trade and the pair pickers start from it instead of asking again.
 */
export function seedQueries(client: QueryClient, data: FirstData): void {
  if (data.quotation !== undefined) client.setQueryData(marketKeys.quotation, data.quotation);
}
