import { BarChartO } from '@react-vant/icons';
import type { MenuEntry } from '../../ui/page/routeManifest';

// After the help centre, as spec §2 lists the menu.
export const valuationMenu: MenuEntry[] = [
  { key: 'valuation', path: '/pages/assets/valuation', Icon: BarChartO, order: 67 },
];
