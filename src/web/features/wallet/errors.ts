/** A wallet answered with no account: it is locked (or has no account yet). */
export class WalletLockedError extends Error {
  constructor() {
    super('wallet locked');
    this.name = 'WalletLockedError';
  }
}

/** The server refused the sign-in; its message has already been shown. */
export class ServerRefusedError extends Error {
  constructor() {
    super('server refused');
    this.name = 'ServerRefusedError';
  }
}

/** The wallet in this browser is not the one linked to the account. */
export class WrongWalletError extends Error {
  constructor(readonly connected: string) {
    super('wrong wallet');
    this.name = 'WrongWalletError';
  }
}

/** The wallet holds less of the token than the user wants to send. */
export class WalletBalanceError extends Error {
  constructor() {
    super('wallet balance insufficient');
    this.name = 'WalletBalanceError';
  }
}

/** The wallet stayed on another chain after we asked it to switch. */
export class WrongChainError extends Error {
  constructor() {
    super('wrong chain');
    this.name = 'WrongChainError';
  }
}

type ErrorLike = { code?: unknown; message?: unknown; name?: unknown; error?: unknown; cause?: unknown };

function codesAndMessages(err: unknown): { codes: unknown[]; text: string } {
  const codes: unknown[] = [];
  const texts: string[] = [];
  let e: unknown = err;
  for (let depth = 0; depth < 4 && e && typeof e === 'object'; depth++) {
    const x = e as ErrorLike;
    codes.push(x.code);
    if (typeof x.message === 'string') texts.push(x.message);
    e = x.cause ?? x.error;
  }
  if (typeof err === 'string') texts.push(err);
  return { codes, text: texts.join(' | ') };
}

/**
 * What to tell the user, from whatever a wallet threw: EIP-1193 codes (4001 rejected, -32002
 * pending), TronLink's codes (4000 pending, 4001 rejected) and the TRON adapters' messages.
 */
export function walletErrorKey(err: unknown): string {
  if (err instanceof WalletLockedError) return 'wallet.locked';
  if (err instanceof WalletBalanceError) return 'deposit.page.wallet_balance_insufficient';
  if (err instanceof WrongChainError) return 'deposit.page.wrong_chain';
  const { codes, text } = codesAndMessages(err);
  if (codes.includes(4001) || /reject|denied|cancel/i.test(text)) return 'wallet.rejected';
  if (
    codes.includes(-32002) ||
    codes.includes(4000) ||
    /already (initiated|pending)|pending request/i.test(text)
  ) {
    return 'wallet.pending';
  }
  if (/locked|no wallet account/i.test(text)) return 'wallet.locked';
  // Not enough of the token, or of the coin that pays the network fee (ETH gas, TRX energy).
  if (/insufficient funds|balance is not sufficient|not enough (energy|bandwidth)/i.test(text)) {
    return 'deposit.page.wallet_balance_insufficient';
  }
  return 'wallet.connect_failed';
}
