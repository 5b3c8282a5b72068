import type { FinanceEntry } from '../../ui/page/routeManifest';

export const financeEntries: FinanceEntry[] = [
  {
    key: 'c2c',
    path: '/pages/c2c/index',
    titleKey: 'finance.entry.c2c',
    noteKey: 'finance.entry.c2c_note',
    order: 40,
  },
];
