import type { FinanceEntry } from '../../ui/page/routeManifest';
import { SalesOnOffer } from './SalesOnOffer';

export const financeEntries: FinanceEntry[] = [
  {
    key: 'newcoins',
    path: '/pages/subscribe/index',
    titleKey: 'finance.entry.newcoins',
    noteKey: 'finance.entry.newcoins_note',
    order: 20,
    Preview: SalesOnOffer,
  },
];
