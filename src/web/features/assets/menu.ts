import { Records } from '@react-vant/icons';
import type { MenuEntry } from '../../ui/page/routeManifest';

export const assetsMenu: MenuEntry[] = [
  { key: 'history', path: '/pages/assets/changeRecord', Icon: Records, order: 85 },
];
