import { InfoO, SettingO, ShieldO } from '@react-vant/icons';
import type { MenuEntry } from '../../ui/page/routeManifest';

export const settingsMenu: MenuEntry[] = [
  { key: 'security', path: '/pages/security/index', Icon: ShieldO, order: 50 },
  { key: 'settings', path: '/pages/settings/index', Icon: SettingO, order: 80 },
  { key: 'about', path: '/pages/about/index', Icon: InfoO, order: 100 },
];
