import type { ComponentType } from 'react';

/**
 * One route of a feature (features/<f>/routes.ts). A manifest holds only lazy imports: the shell
 * imports every manifest at start-up, and a route file downloads when its route is first opened.
 */
export type FeatureRoute = {
  /** The spec's history-mode path; its route file is src/web/pages/<path>.tsx. */
  path: string;
  /**
   * Its title, a start-up text (locales/<lang>.json, not a feature's file): the route's shell
   * shows it in the page the server sends and while the screen's code downloads.
   */
  title?: string;
  /** Absent only for the start screens, which App.tsx imports statically (the first chunk). */
  page?: () => Promise<{ default: ComponentType }>;
  /** Without a session the route goes to login, and comes back here afterwards. */
  requiresLogin?: boolean;
  /** Feature texts (locales/<name>/<lang>.json) that download with the route file. */
  texts?: readonly string[];
  /**
   * A tab of the bottom bar; tabs are shown in ascending order. `alsoOn`: other routes on which
   * the tab shows as the current one (a tab that opens one of several sibling screens).
   */
  tab?: {
    labelKey: string;
    Icon: ComponentType<{ fontSize?: number | string }>;
    order: number;
    alsoOn?: readonly string[];
  };
};

/**
 * An entry of the left menu (features/<f>/menu.ts), downloaded the first time the menu opens;
 * its title is `menu.<key>`, and entries are shown in ascending order.
 */
export type MenuEntry = {
  key: string;
  path: string;
  Icon: ComponentType;
  order: number;
  /** A count beside the title (unread notices), when the entry has one. */
  Count?: ComponentType;
  /**
   * A hook: an outside address the entry opens instead of `path` while it gives one ("Contact us"
   * opens the operator's customer-service page when one is configured).
   */
  useHref?: () => string | null;
};

/**
 * A part a feature puts on home (features/<f>/home/index.ts exports `homeEntries`). Everything in
 * a feature's `home/` folder downloads with home, so keep it to what home shows.
 * `header`: beside the language chip; `content`: below the greeting, above the entries.
 */
export type HomeEntry = { place: 'header' | 'content'; Part: ComponentType; order: number };

/**
 * An entry of the finance tab (features/<f>/financeEntries.ts exports `financeEntries`): a wealth
 * product the tab leads to. Its texts come with the finance screen's (locales/<f>/finance/).
 */
export type FinanceEntry = {
  key: string;
  path: string;
  titleKey: string;
  noteKey: string;
  order: number;
  /** What the finance tab shows of it under the entries (new coins: the sales open now). */
  Preview?: ComponentType;
};

/**
 * A route's page file as the build manifest names it (relative to src/web): src/web<path>.tsx,
 * and for the spec's system pages outside /pages (`/choose-location`) src/web/pages<path>.tsx,
 * so every page file stays under src/web/pages.
 */
export const routeSourceFile = (path: string): string =>
  path.startsWith('/pages/') ? `${path.slice(1)}.tsx` : `pages${path}.tsx`;
