import type { OptionAccount } from '../../../core/schemas/options';
import { useStoredFlag } from '../../ui/hooks/useStoredFlag';
import { usePayable } from './queries';

export type AccountState = {
  account: OptionAccount;
  demo: boolean;
  setDemo(demo: boolean): void;
  /** The chosen account's available USDT; null while unknown (visitor, or still loading). */
  available: string | null;
};

/**
 * Real or demo, remembered across visits (a user practising comes back to practice), with the
 * chosen account's balance from `payable_currencies`.
 */
export function useOptionAccount(offered: boolean): AccountState {
  const [demo, setDemo] = useStoredFlag('options.demo');
  const payable = usePayable(offered);
  const account: OptionAccount = demo ? 'simulation' : 'real';
  const row = payable.data?.find((p) => p.account === account && p.currency === 'USDT');
  return { account, demo, setDemo, available: row?.available ?? (payable.data ? '0' : null) };
}
