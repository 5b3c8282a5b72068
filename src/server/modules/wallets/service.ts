import { and, eq, isNull } from 'drizzle-orm';
import { getAddress } from 'viem';
import { generateSiweNonce } from 'viem/siwe';
import type { z } from 'zod';
import { shortAddress } from '../../../core/address';
import type { AuthResult } from '../../../core/schemas/user';
import type {
  BoundWallet,
  walletBindRequest,
  walletLoginRequest,
  WalletChain,
  WalletNonce,
} from '../../../core/schemas/wallet';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Events } from '../../events/events';
import { users, userWallets, walletNonces } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Clock } from '../../lib/clock';
import { newInviteCode } from '../../lib/secrets';
import type { SessionAuth, SessionService } from '../sessions';
import { inviterOf } from '../users';
import { findById, isUniqueViolation } from '../users';
import { toPublicUser } from '../users';
import type { RequestMeta } from '../users';
import { buildSignInMessage, parseSignInMessage } from './messages';
import { evmSignatureIsValid, tronAddressIsValid, tronSignatureCheck } from '../../chain/signatures';

export const NONCE_TTL_MS = 5 * 60_000;

type Purpose = 'login' | 'bind';
type SignedInput = z.infer<typeof walletBindRequest>;
type Deps = { db: Db; clock: Clock; config: Config; sessions: SessionService; events: Events };

/** The form an address is stored and compared in. */
export function normalizeAddress(chain: WalletChain, address: string): string {
  if (chain === 'evm') return address.toLowerCase();
  if (!tronAddressIsValid(address)) throw new AppError('errors.wallet_address_invalid');
  return address;
}

export type WalletService = ReturnType<typeof createWalletService>;

/** Sign-in with a wallet signature, and linking a wallet to an existing account. */
export function createWalletService({ db, clock, config, sessions, events }: Deps) {
  const domain = new URL(config.publicOrigin).host;
  const statements: Record<Purpose, string> = {
    login: 'Sign in to Tradewind. This request costs nothing and moves no funds.',
    bind: 'Link this wallet to your Tradewind account. This request costs nothing and moves no funds.',
  };

  /**
   * Every refusal has its own message, checked in this order: unknown or used request, other
   * chain family, other site, expired, altered text, then the signature itself.
   */
  async function verify(input: SignedInput, purpose: Purpose) {
    const parsed = parseSignInMessage(input.message);
    const [request] = parsed.nonce
      ? await db.select().from(walletNonces).where(eq(walletNonces.nonce, parsed.nonce)).limit(1)
      : [];
    if (!request || request.purpose !== purpose) throw new AppError('errors.wallet_nonce_unknown');
    if (request.usedAt) throw new AppError('errors.wallet_nonce_used');
    if (request.chain !== input.chain || parsed.family !== input.chain)
      throw new AppError('errors.wallet_chain_mismatch');
    if (parsed.domain !== domain) throw new AppError('errors.wallet_domain_mismatch');
    const now = clock();
    if (request.expiresAt <= now || (parsed.expirationTime && parsed.expirationTime <= now)) {
      throw new AppError('errors.wallet_message_expired');
    }
    const address = normalizeAddress(input.chain, input.address);
    if (input.message !== request.message || address !== request.address) {
      throw new AppError('errors.wallet_message_tampered');
    }
    if (input.chain === 'evm') {
      if (!(await evmSignatureIsValid(input.address, input.message, input.signature, config.evmRpcUrl))) {
        throw new AppError('errors.wallet_signature_invalid');
      }
    } else {
      const check = await tronSignatureCheck(input.address, input.message, input.signature);
      if (check === 'v1') throw new AppError('errors.wallet_signature_v1');
      if (check === 'invalid') throw new AppError('errors.wallet_signature_invalid');
    }
    return { request, address };
  }

  /** Marks the request used inside the caller's transaction; a parallel use loses. */
  async function consume(tx: Db, requestId: number) {
    const used = await tx
      .update(walletNonces)
      .set({ usedAt: clock() })
      .where(and(eq(walletNonces.id, requestId), isNull(walletNonces.usedAt)))
      .returning({ id: walletNonces.id });
    if (used.length === 0) throw new AppError('errors.wallet_nonce_used');
  }

  return {
    async issueNonce(
      chain: WalletChain,
      rawAddress: string,
      purpose: Purpose,
      userId: number | null = null,
    ): Promise<WalletNonce> {
      const address = normalizeAddress(chain, rawAddress);
      const now = clock();
      const nonce = generateSiweNonce();
      const expiresAt = new Date(now.getTime() + NONCE_TTL_MS);
      const message = buildSignInMessage(chain, {
        domain,
        uri: config.publicOrigin,
        address: chain === 'evm' ? getAddress(address) : address,
        statement: statements[purpose],
        nonce,
        issuedAt: now,
        expirationTime: expiresAt,
        evmChainId: config.evmChainId,
      });
      await db.insert(walletNonces).values({
        nonce,
        chain,
        address,
        purpose,
        userId,
        message,
        createdAt: now,
        expiresAt,
      });
      return { nonce, message };
    },

    /** Logs in the account bound to the wallet, creating it on the wallet's first sign-in. */
    async login(
      input: z.infer<typeof walletLoginRequest>,
      meta: RequestMeta,
      replacing: SessionAuth | null = null,
    ): Promise<AuthResult> {
      const { request, address } = await verify(input, 'login');
      const [bound] = await db
        .select({ userId: userWallets.userId })
        .from(userWallets)
        .where(and(eq(userWallets.chain, input.chain), eq(userWallets.address, address)))
        .limit(1);
      const invitedBy = bound ? null : await inviterOf(db, input.invite_code, config.inviteRequired);
      try {
        return await db.transaction(async (tx) => {
          await consume(tx as Db, request.id);
          let userId = bound?.userId;
          if (userId === undefined) {
            const [created] = await tx
              .insert(users)
              .values({
                nickname: shortAddress(input.address),
                inviteCode: newInviteCode(),
                invitedBy,
                createdAt: clock(),
              })
              .returning({ id: users.id });
            if (!created) throw new Error('insert returned no row');
            userId = created.id;
            await tx.insert(userWallets).values({ userId, chain: input.chain, address, createdAt: clock() });
            await events.raise(tx as Db, 'user.created', { userId });
          }
          // This device signs in anew (the wallet switched address): the session it held ends.
          if (replacing) await sessions.revoke(replacing.sessionId, tx as Db);
          const token = await sessions.start(tx as Db, userId, `wallet:${input.chain}`, meta);
          const user = await findById(tx as Db, userId);
          if (!user) throw new Error('user vanished');
          return { token, user: toPublicUser(user), new_account: bound === undefined };
        });
      } catch (err) {
        // The same new wallet signing in twice at once: the second finds the address taken.
        if (isUniqueViolation(err)) throw new AppError('errors.wallet_nonce_used');
        throw err;
      }
    },

    /** Links a wallet to the logged-in account, proven by the same kind of signature. */
    async bind(userId: number, input: SignedInput) {
      const { request, address } = await verify(input, 'bind');
      if (request.userId !== userId) throw new AppError('errors.wallet_nonce_unknown');
      try {
        await db.transaction(async (tx) => {
          await consume(tx as Db, request.id);
          await tx.insert(userWallets).values({ userId, chain: input.chain, address, createdAt: clock() });
        });
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        const [owner] = await db
          .select({ userId: userWallets.userId })
          .from(userWallets)
          .where(and(eq(userWallets.chain, input.chain), eq(userWallets.address, address)))
          .limit(1);
        throw new AppError(
          owner && owner.userId !== userId
            ? 'errors.wallet_bound_elsewhere'
            : 'errors.wallet_chain_already_linked',
        );
      }
    },

    async list(userId: number): Promise<BoundWallet[]> {
      const rows = await db.select().from(userWallets).where(eq(userWallets.userId, userId));
      return rows.map((r) => ({
        chain: r.chain,
        address: r.chain === 'evm' ? getAddress(r.address) : r.address,
        created_at: r.createdAt.toISOString(),
      }));
    },
  };
}
