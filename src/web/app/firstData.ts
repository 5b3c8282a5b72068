import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { FIRST_DATA_ELEMENT_ID, type FirstData } from '../../core/firstData';

/** The answers the server drew this page's screen from; none when it drew no screen. */
export function pageFirstData(): FirstData {
  const element = document.getElementById(FIRST_DATA_ELEMENT_ID);
  if (!element?.textContent) return {};
  try {
    return JSON.parse(element.textContent) as FirstData;
  } catch {
    return {};
  }
}

/**
 * Where each answer the page carries is kept in the query cache: the features' own keys are these,
 * so their queries start from the page's answer instead of asking again. Kept here rather than in
 * the features, so the start-up code seeds a lazy screen's query without loading that screen.
 */
export const FIRST_DATA_QUERY_KEYS = {
  quotation: ['market', 'quotation'],
  optionProducts: ['options', 'products'],
  newcoinSales: ['newcoins', 'recommended'],
} as const satisfies Record<keyof Omit<FirstData, 'drawnAt'>, QueryKey>;

/**
 * Puts the answers the server drew the page from where the screens' queries look for them (home's
 * list, spot trade and the pair pickers, the options periods, the finance tab's new-coin sales), in
 * the browser and on the server.
 */
export function seedQueries(client: QueryClient, data: FirstData): void {
  for (const [name, key] of Object.entries(FIRST_DATA_QUERY_KEYS)) {
    const answer = data[name as keyof typeof FIRST_DATA_QUERY_KEYS];
    // Dated when the server read it, not when the page started: a page the service worker kept
    // offline carries old answers, which must be asked for again at once, not trusted as fresh.
    if (answer !== undefined) client.setQueryData(key, answer, { updatedAt: data.drawnAt });
  }
}
