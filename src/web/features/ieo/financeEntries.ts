import type { FinanceEntry } from '../../ui/page/routeManifest';

export const financeEntries: FinanceEntry[] = [
  {
    key: 'ieo',
    path: '/pages/ieo/index',
    titleKey: 'finance.entry.ieo',
    noteKey: 'finance.entry.ieo_note',
    order: 25,
  },
];
