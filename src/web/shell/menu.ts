import type { MenuEntry } from '../ui/page/routeManifest';

// Each feature's `menu.ts`, found by its place (the menu chunk downloads them with itself).
const manifests = import.meta.glob<Record<string, MenuEntry[]>>('../features/*/menu.ts', { eager: true });

/** The left menu's entries from every feature, in the spec's order (downloaded with the menu). */
export const MENU: MenuEntry[] = Object.values(manifests)
  .flatMap((manifest) => Object.values(manifest).flat())
  .sort((a, b) => a.order - b.order);
