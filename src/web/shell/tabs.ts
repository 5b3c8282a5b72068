import type { ComponentType } from 'react';
import { BalanceO, WapHomeO } from '@react-vant/icons';
// Home's inline stroke icon: an icon-font component would cost the home route ~180 bytes more.
import { SpotIcon } from '../ui/EntryIcons';

export type TabEntry = {
  path: string;
  labelKey: string;
  Icon: ComponentType<{ fontSize?: number | string }>;
};

/**
 * The tab bar: home, spot, futures, finance, assets — each added here when its screen exists.
 * A bar is shown only once there are two tabs to switch between.
 */
export const TABS: TabEntry[] = [
  { path: '/pages/index/index', labelKey: 'tab.home', Icon: WapHomeO },
  { path: '/pages/trade/index', labelKey: 'tab.spot', Icon: SpotIcon },
  { path: '/pages/account/index', labelKey: 'tab.assets', Icon: BalanceO },
];
