import { Bell } from '@react-vant/icons';
import type { MenuEntry } from '../../ui/page/routeManifest';
import { MenuUnreadCount } from './home/UnreadCount';

export const noticesMenu: MenuEntry[] = [
  { key: 'notices', path: '/pages/notice/index', Icon: Bell, order: 5, Count: MenuUnreadCount },
];
