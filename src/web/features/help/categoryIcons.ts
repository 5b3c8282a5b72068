import type { ComponentType } from 'react';
import {
  BalanceO,
  CashierO,
  ChartTrendingO,
  ClockO,
  CouponO,
  GemO,
  Idcard,
  PeerPay,
  ShieldO,
} from '@react-vant/icons';
import type { HelpCategory } from '../../../core/schemas/help';

/** The picture of each FAQ category on the help centre's grid. */
export const CATEGORY_ICONS: Record<HelpCategory, ComponentType<{ fontSize?: number | string }>> = {
  deposit: CashierO,
  withdraw: BalanceO,
  verification: Idcard,
  fees: CouponO,
  options: ClockO,
  contract: ChartTrendingO,
  finance: GemO,
  c2c: PeerPay,
  security: ShieldO,
};
