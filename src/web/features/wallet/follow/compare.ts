import type { TronNetwork } from '../../../../core/schemas/deposit';
import type { SessionWallet } from '../../../api/session/storage';

/** What the wallet in this browser shows right now. */
export type WalletReading =
  | {
      kind: 'account';
      address: string;
      /** EVM: the chain the wallet is on. */
      chainId?: number;
      /** TRON: the network the wallet's full node serves (null: a node that does not say). */
      tronNetwork?: TronNetwork | null;
    }
  /** Locked, disconnected, or no longer letting this site see its accounts. */
  | { kind: 'locked' }
  /** Not known yet: the wallet is still being asked, or has not injected itself. */
  | { kind: 'checking' };

/** The session's wallet beside the wallet's current account. */
export type WalletFollow =
  | { status: 'none' }
  | { status: 'checking'; session: SessionWallet }
  | { status: 'match'; session: SessionWallet; chainId?: number; tronNetwork?: TronNetwork | null }
  | { status: 'switched'; session: SessionWallet; walletAddress: string }
  | { status: 'locked'; session: SessionWallet };

/** EVM addresses compare without their checksum case; TRON's base58 is case-sensitive. */
export function sameAddress(chain: SessionWallet['chain'], a: string, b: string): boolean {
  return chain === 'evm' ? a.toLowerCase() === b.toLowerCase() : a === b;
}

export function compareWallet(session: SessionWallet | null, reading: WalletReading): WalletFollow {
  if (!session) return { status: 'none' };
  if (reading.kind === 'checking') return { status: 'checking', session };
  if (reading.kind === 'locked') return { status: 'locked', session };
  return sameAddress(session.chain, session.address, reading.address)
    ? { status: 'match', session, chainId: reading.chainId, tronNetwork: reading.tronNetwork }
    : { status: 'switched', session, walletAddress: reading.address };
}

/**
 * Why a wallet action (send from the wallet, link a wallet) of this chain family is off, or null
 * when it may go ahead. Sessions not signed by a wallet, and the other family, are not held back:
 * the transfer itself still checks the address before anything is signed.
 */
export function walletActionBlock(follow: WalletFollow, chain: SessionWallet['chain']): string | null {
  if (follow.status === 'none' || follow.session.chain !== chain) return null;
  if (follow.status === 'switched') return 'wallet.follow.blocked_switched';
  if (follow.status === 'locked') return 'wallet.follow.blocked_locked';
  return null;
}
