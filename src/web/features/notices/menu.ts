import { Bell } from '@react-vant/icons';
import type { MenuEntry } from '../../ui/page/routeManifest';

export const noticesMenu: MenuEntry[] = [
  { key: 'notices', path: '/pages/notice/index', Icon: Bell, order: 5 },
];
