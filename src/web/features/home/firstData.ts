import type { QueryClient } from '@tanstack/react-query';
import type { FirstData } from '../../../core/firstData';
import { marketKeys } from '../market';

/** Puts the answers the server drew home from where home's queries look for them. */
export function seedQueries(client: QueryClient, data: FirstData): void {
  if (data.quotation !== undefined) client.setQueryData(marketKeys.quotation, data.quotation);
}
