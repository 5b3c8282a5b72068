import {
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

/** Where money in an account can go: any other of the user's own accounts. */
export const destinationsFor = (from: TransferableAccount) => SHOWN_ACCOUNTS.filter((a) => a !== from);

/** Accounts money can leave for somewhere. */
export const sources = () => SHOWN_ACCOUNTS.filter((a) => destinationsFor(a).length > 0);

/**
 * The pair the transfer opens on: from the caller's account when its money can go somewhere;
 * otherwise from an account that holds money.
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
