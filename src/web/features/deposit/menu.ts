import { BalanceO, CashierO } from '@react-vant/icons';
import type { MenuEntry } from '../../ui/page/routeManifest';

export const depositMenu: MenuEntry[] = [
  { key: 'deposit', path: '/pages/deposit/index', Icon: BalanceO, order: 10 },
  { key: 'quick_deposit', path: '/pages/deposit/index?tab=quick', Icon: CashierO, order: 20 },
];
