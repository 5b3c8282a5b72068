import { GoldCoinO } from '@react-vant/icons';
import type { MenuEntry } from '../../ui/page/routeManifest';

export const financeMenu: MenuEntry[] = [
  { key: 'finance', path: '/pages/finance/index', Icon: GoldCoinO, order: 35 },
];
