import type { ComponentType } from 'react';
import { BalanceO, BarChartO, WapHomeO } from '@react-vant/icons';

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
  { path: '/pages/trade/index', labelKey: 'tab.spot', Icon: BarChartO },
  { path: '/pages/account/index', labelKey: 'tab.assets', Icon: BalanceO },
];
