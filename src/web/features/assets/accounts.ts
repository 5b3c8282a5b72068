import {
  isOpenAccount,
  OPEN_ACCOUNTS,
  TRANSFERABLE_ACCOUNTS,
  type TransferableAccount,
  type UserAccount,
} from '../../../core/schemas/funds';

/** The accounts the assets screens show, in the spec's order; demo money stays with options. */
export const SHOWN_ACCOUNTS = TRANSFERABLE_ACCOUNTS;

export function isShownAccount(value: string | null): value is TransferableAccount {
  return (SHOWN_ACCOUNTS as readonly string[]).includes(value ?? '');
}

/** i18n key of an account's name. */
export const accountLabelKey = (account: UserAccount) => `assets.account.${account}`;

export type TransferPair = { from: TransferableAccount; to: TransferableAccount };

/** Where money in an account can go: an open account (its product is live) other than itself. */
export const destinationsFor = (from: TransferableAccount) => OPEN_ACCOUNTS.filter((a) => a !== from);

/** Accounts money can leave for somewhere. */
export const sources = () => SHOWN_ACCOUNTS.filter((a) => destinationsFor(a).length > 0);

/** Swapping sends money into what is now the source: only when that account is open. */
export const canSwap = ({ from }: TransferPair) => isOpenAccount(from);

/**
 * The pair the transfer opens on: from the caller's account when its money can go somewhere;
 * otherwise (spot, with no other account open yet) from an account that holds money back to an
 * open one, so a balance left in a closed account can always come home.
 */
export function openingPair(preferred: TransferableAccount, holdsMoney: (a: TransferableAccount) => boolean) {
  const candidates = sources();
  const from = candidates.includes(preferred)
    ? preferred
    : (candidates.find(holdsMoney) ?? candidates[0] ?? preferred);
  return withSource(from);
}

/**
 * The pair that funds `to` (the account a trade screen spends from): from spot when it holds
 * money, else from another account that holds some and may send there, else from spot.
 */
export function fundingPair(
  to: TransferableAccount,
  holdsMoney: (a: TransferableAccount) => boolean,
): TransferPair {
  const candidates = sources().filter((a) => a !== to && destinationsFor(a).includes(to));
  return { from: candidates.find(holdsMoney) ?? candidates[0] ?? 'spot', to };
}

/** A pair from `from`, to its first destination. */
export function withSource(from: TransferableAccount, to?: TransferableAccount): TransferPair {
  const destinations = destinationsFor(from);
  return { from, to: to && destinations.includes(to) ? to : (destinations[0] ?? from) };
}
