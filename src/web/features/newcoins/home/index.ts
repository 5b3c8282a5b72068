import type { HomeEntry } from '../../../ui/page/routeManifest';
import { NewCoinLine } from './NewCoinLine';

/** Home shows the new-coin sale one can subscribe to now, under the announcement. */
export const homeEntries: HomeEntry[] = [{ place: 'content', Part: NewCoinLine, order: 20 }];
