import { BalanceListO, LocationO } from '@react-vant/icons';
import type { MenuEntry } from '../../ui/page/routeManifest';

export const withdrawMenu: MenuEntry[] = [
  { key: 'withdraw', path: '/pages/withdraw/index', Icon: BalanceListO, order: 30 },
  { key: 'withdraw_addresses', path: '/pages/user/address/index', Icon: LocationO, order: 60 },
];
