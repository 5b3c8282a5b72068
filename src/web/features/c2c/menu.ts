import { PeerPay } from '@react-vant/icons';
import type { MenuEntry } from '../../ui/page/routeManifest';

// Beside deposit: buying coins from a merchant is the other way money comes in.
export const c2cMenu: MenuEntry[] = [{ key: 'c2c', path: '/pages/c2c/index', Icon: PeerPay, order: 25 }];
