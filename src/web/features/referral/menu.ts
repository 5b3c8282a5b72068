import { FriendsO } from '@react-vant/icons';
import type { MenuEntry } from '../../ui/page/routeManifest';

// After withdraw, before verification: the spec's menu order (deposit, withdraw, referral, …).
export const referralMenu: MenuEntry[] = [
  { key: 'referral', path: '/pages/promotion/index', Icon: FriendsO, order: 33 },
];
