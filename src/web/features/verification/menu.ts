import { Idcard } from '@react-vant/icons';
import type { MenuEntry } from '../../ui/page/routeManifest';

export const verificationMenu: MenuEntry[] = [
  { key: 'verification', path: '/pages/verification/index', Icon: Idcard, order: 40 },
];
