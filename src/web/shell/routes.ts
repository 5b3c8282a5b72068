import type { FeatureRoute } from '../ui/page/routeManifest';
import { setTabPages } from '../api/session/loginRedirect';

// Each feature's `routes.ts` (only lazy imports): found by its place, so a new feature edits no list.
const manifests = import.meta.glob<Record<string, FeatureRoute[]>>('../features/*/routes.ts', {
  eager: true,
});

/** Every feature's routes: App.tsx builds the route table from them, TabBar.tsx the tab bar. */
export const ROUTES: FeatureRoute[] = Object.values(manifests).flatMap((manifest) =>
  Object.values(manifest).flat(),
);

/**
 * The tab bar: home, spot, futures, finance, assets — each added by its feature's manifest when
 * its screen exists. A bar is shown only once there are two tabs to switch between.
 */
export const TABS = ROUTES.flatMap(({ path, tab }) => (tab ? [{ path, ...tab }] : [])).sort(
  (a, b) => a.order - b.order,
);

// Login sends the user back to a tab page with the spec's `backtype` 2: the tabs are these.
setTabPages(TABS.flatMap((tab) => [tab.path, ...(tab.alsoOn ?? [])]));
