import { Certificate } from '@react-vant/icons';
import type { MenuEntry } from '../../ui/page/routeManifest';

// Beside the valuation method (67): both say how the assets screen's money is counted.
export const reservesMenu: MenuEntry[] = [
  { key: 'reserves', path: '/pages/assets/reserves', Icon: Certificate, order: 68 },
];
