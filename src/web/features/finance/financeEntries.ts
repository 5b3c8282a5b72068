import type { FinanceEntry } from '../../ui/page/routeManifest';

export const financeEntries: FinanceEntry[] = [
  {
    key: 'trust',
    path: '/pages/trust/index',
    titleKey: 'finance.entry.trust',
    noteKey: 'finance.entry.trust_note',
    order: 10,
  },
];
