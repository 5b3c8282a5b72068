import type { MenuEntry } from '../ui/page/routeManifest';
import { assetsMenu } from '../features/assets/menu';
import { depositMenu } from '../features/deposit/menu';
import { noticesMenu } from '../features/notices/menu';
import { settingsMenu } from '../features/settings/menu';
import { verificationMenu } from '../features/verification/menu';
import { withdrawMenu } from '../features/withdraw/menu';

/** The left menu's entries from every feature, in the spec's order (downloaded with the menu). */
export const MENU: MenuEntry[] = [
  ...depositMenu,
  ...withdrawMenu,
  ...verificationMenu,
  ...settingsMenu,
  ...assetsMenu,
  ...noticesMenu,
].sort((a, b) => a.order - b.order);
