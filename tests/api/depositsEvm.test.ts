import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DepositIntentView, DepositPage, DepositRecord } from '../../src/core/schemas/deposit';
import type { NoticeList } from '../../src/core/schemas/notices';
import { buildApp } from '../../src/server/app';
import { createChainReaders } from '../../src/server/chain';
import { createDepositService, type DepositService } from '../../src/server/modules/deposits/service';
import { linkWallet, randomHash, requestId, spotOf } from '../helpers/deposits';
import { COIN } from '../helpers/funds';
import { createHarness, uniqueEmail, type Harness } from '../helpers/harness';
import { message } from '../helpers/messages';
import { dbKinds } from '../helpers/testDb';
import { startEvmChain, type EvmChain } from '../fixtures/evmChain';
import { createManualFeed } from '../fixtures/manualFeed';
import { evmWallet } from '../helpers/wallets';

const CONFIRMATIONS = 3;
let chain: EvmChain;
beforeAll(async () => {
  chain = await startEvmChain();
}, 120_000);
afterAll(() => chain?.stop());

/** ERC20 USDT deposits verified against a real local chain (Hardhat) with a real token contract. */
describe.each(dbKinds())('ERC20 deposits verified on-chain on %s', (kind) => {
  let h: Harness;
  let deposits: DepositService;
  const platform = evmWallet().address;

  beforeAll(async () => {
    h = await createHarness(kind, {
      EVM_RPC_URL: chain.url,
      EVM_CHAIN_ID: '31337',
      EVM_CONFIRMATIONS: String(CONFIRMATIONS),
      EVM_USDT_CONTRACT: chain.usdt,
      EVM_DEPOSIT_ADDRESS: platform,
    });
    // The same recheck the app's timer runs, called directly so the test decides when.
    deposits = createDepositService({
      db: h.db,
      config: h.config,
      clock: h.clock.now,
      readers: createChainReaders(h.config),
    });
  });
  afterAll(() => h.close());

  /** A user with a funded wallet linked to the account by signature. */
  const walletUser = async () => {
    const session = await h.registerEmail(uniqueEmail('evm'));
    const wallet = await chain.wallet();
    await linkWallet(h, session.token, 'evm', wallet);
    return { ...session, wallet };
  };
  const submit = (token: string, hash: string, extra: Record<string, string> = {}) =>
    h.post(
      'wallet/charge_req',
      {
        kind: 'chain',
        currency_id: String(COIN.USDT),
        network: 'ERC20',
        hash,
        request_id: requestId(),
        ...extra,
      },
      { token },
    );
  const records = async (token: string) =>
    (await h.get('charge_mention/log2', { token })).body.data as DepositPage;
  /** The user's messages about deposits: a credit by the chain tells the user as an operator's does. */
  const depositMessages = async (token: string) =>
    ((await h.post('news/list', { kind: 'message' }, { token })).body.data as NoticeList).list.filter(
      (notice) => notice.link?.type === 'deposit',
    );

  it('confirms, then credits exactly the on-chain amount once the confirmations are reached', async () => {
    const { token, user, wallet } = await walletUser();
    const hash = await wallet.transfer(platform, '25.123456');

    const first = await submit(token, hash);
    expect(first.body.data).toMatchObject({
      status: 'confirming',
      amount: '25.123456',
      hash,
      from_address: wallet.address.toLowerCase(),
      confirmations: { current: 1, required: CONFIRMATIONS },
    });
    expect(await spotOf(h, user.id, COIN.USDT)).toBe('0');

    await chain.mine(1);
    expect((await records(token)).list[0]).toMatchObject({
      status: 'confirming',
      confirmations: { current: 2, required: CONFIRMATIONS },
    });
    await deposits.recheckConfirming();
    expect(await spotOf(h, user.id, COIN.USDT)).toBe('0');
    expect(await depositMessages(token)).toEqual([]);

    await chain.mine(1);
    await deposits.recheckConfirming();
    const id = (first.body.data as DepositRecord).id;
    const told = await depositMessages(token);
    expect(told.map((m) => [m.title, m.summary, m.link])).toEqual([
      ['Deposit credited', '25.123456 USDT has been credited to your spot account.', { type: 'deposit', id }],
    ]);
    const detail = await h.post('wallet/deposit_detail', { id: String(id) }, { token });
    expect(detail.body.data).toMatchObject({ status: 'approved', amount: '25.123456', confirmations: null });
    expect(await spotOf(h, user.id, COIN.USDT)).toBe('25.123456');

    // Rechecking again, or the same hash again (also from another user), credits nothing more.
    await deposits.recheckConfirming();
    expect((await submit(token, hash)).body.message).toBe(await message('errors.deposit_hash_used'));
    const other = await walletUser();
    expect((await submit(other.token, hash)).body.message).toBe(await message('errors.deposit_hash_used'));
    expect(await spotOf(h, user.id, COIN.USDT)).toBe('25.123456');
    expect(await depositMessages(token)).toHaveLength(1);
  });

  it('credits at once when the transfer already has its confirmations, and a retry returns the same record', async () => {
    const { token, user, wallet } = await walletUser();
    const hash = await wallet.transfer(platform, '40');
    await chain.mine(CONFIRMATIONS);
    const rid = requestId();
    const first = await submit(token, hash, { request_id: rid });
    expect(first.body.data).toMatchObject({ status: 'approved', amount: '40' });
    const retry = await submit(token, hash, { request_id: rid });
    expect(retry.body.data).toEqual(first.body.data);
    expect(await spotOf(h, user.id, COIN.USDT)).toBe('40');
    expect((await depositMessages(token)).map((m) => m.link)).toEqual([
      { type: 'deposit', id: (first.body.data as DepositRecord).id },
    ]);
  });

  it('lets exactly one of two parallel submissions of one hash through', async () => {
    const { token, user, wallet } = await walletUser();
    const hash = await wallet.transfer(platform, '15');
    await chain.mine(CONFIRMATIONS);
    const results = await Promise.all([submit(token, hash), submit(token, hash), submit(token, hash)]);
    expect(results.filter((r) => r.body.type === 'ok')).toHaveLength(1);
    expect(await spotOf(h, user.id, COIN.USDT)).toBe('15');
  });

  it('refuses, with a clear message and no record, what must not be credited', async () => {
    const { token, wallet } = await walletUser();
    const someoneElse = await walletUser();
    const cases: [string, () => Promise<string>, string, Record<string, unknown>?][] = [
      [
        'a transfer from another user’s wallet',
        () => someoneElse.wallet.transfer(platform, '20'),
        'errors.deposit_sender_not_yours',
      ],
      [
        'a fake token with the same Transfer event',
        () => wallet.transfer(platform, '20', chain.fake),
        'errors.deposit_wrong_token',
        { coin: 'USDT' },
      ],
      ['a reverted transfer', () => wallet.transfer(platform, '5000'), 'errors.deposit_tx_failed'],
      [
        'a transfer to another address',
        () => wallet.transfer(evmWallet().address, '20'),
        'errors.deposit_wrong_recipient',
      ],
      ['a hash the chain does not know', () => Promise.resolve(randomHash()), 'errors.deposit_tx_not_found'],
    ];
    for (const [what, send, key, params] of cases) {
      const hash = await send();
      if (what === 'a reverted transfer') {
        expect((await chain.client.getTransactionReceipt({ hash: hash as `0x${string}` })).status).toBe(
          'reverted',
        );
      }
      const res = await submit(token, hash);
      expect(res.body.message, what).toBe(await message(key, params));
    }
    expect((await records(token)).total).toBe(0);
  });

  it('matches a transfer from an unknown address to the user’s intent of the exact amount, and refuses another amount', async () => {
    const { token, user } = await h.registerEmail(uniqueEmail('intent'));
    // The server's clock reads the chain's time (earlier tests may have moved the chain on).
    const chainTime = Number((await chain.client.getBlock()).timestamp) * 1000;
    h.clock.advance(chainTime - h.clock.now().getTime());
    const stranger = await chain.wallet();
    const noIntent = await stranger.transfer(platform, '12.5');
    expect((await submit(token, noIntent)).body.message).toBe(
      await message('errors.deposit_sender_not_yours'),
    );

    // Ten minutes later (the server's clock and the chain's) the user announces a deposit.
    h.clock.advance(10 * 60_000);
    await chain.increaseTime(10 * 60);
    const intentRes = await h.post(
      'wallet/deposit_intent',
      { currency_id: '3', network: 'ERC20', amount: '33.33' },
      { token },
    );
    const intent = intentRes.body.data as DepositIntentView;
    expect(intent).toMatchObject({ amount: '33.33', address: platform, network: 'ERC20' });
    expect(new Date(intent.expires_at).getTime() - new Date(intent.created_at).getTime()).toBe(2 * 3600_000);

    const wrong = await stranger.transfer(platform, '33.3');
    expect((await submit(token, wrong)).body.message).toBe(
      await message('errors.deposit_intent_mismatch', { amount: '33.3', expected: '33.33' }),
    );
    // The transfer made before the intent existed does not match it either.
    expect((await submit(token, noIntent)).body.message).toBe(
      await message('errors.deposit_sender_not_yours'),
    );

    // A wallet another user proved is never theirs to claim, even for the exact amount.
    const linkedElsewhere = await walletUser();
    const fromOtherUser = await linkedElsewhere.wallet.transfer(platform, '33.33');
    expect((await submit(token, fromOtherUser)).body.message).toBe(
      await message('errors.deposit_sender_not_yours'),
    );

    const exact = await stranger.transfer(platform, '33.33');
    await chain.mine(CONFIRMATIONS);
    expect((await submit(token, exact)).body.data).toMatchObject({ status: 'approved', amount: '33.33' });
    expect(await spotOf(h, user.id, COIN.USDT)).toBe('33.33');

    // The intent is used up: a second exact transfer is refused.
    const again = await stranger.transfer(platform, '33.33');
    expect((await submit(token, again)).body.message).toBe(await message('errors.deposit_sender_not_yours'));
  });

  it('keeps a deposit below the minimum for an operator instead of crediting it', async () => {
    const { token, user, wallet } = await walletUser();
    const hash = await wallet.transfer(platform, '9.99');
    await chain.mine(CONFIRMATIONS);
    expect((await submit(token, hash)).body.data).toMatchObject({ status: 'pending', amount: '9.99' });
    expect(await spotOf(h, user.id, COIN.USDT)).toBe('0');
  });

  it('credits confirming deposits from the app’s own recheck timer', async () => {
    const { token, user, wallet } = await walletUser();
    const hash = await wallet.transfer(platform, '61');
    expect((await submit(token, hash)).body.data).toMatchObject({ status: 'confirming' });
    await chain.mine(CONFIRMATIONS);
    const app = await buildApp({
      config: { ...h.config, depositRecheckMs: 50 },
      db: h.db,
      clock: h.clock.now,
      logger: false,
      // Test-driven price feeds: no simulated history to back-fill, which took most of the timeout.
      feed: createManualFeed(),
      stockFeed: createManualFeed(),
    });
    await app.ready();
    try {
      await vi.waitFor(async () => expect(await spotOf(h, user.id, COIN.USDT)).toBe('61'), {
        timeout: 10_000,
      });
    } finally {
      await app.close();
    }
  });

  it('does not credit a transfer that a reorg removed from the chain', async () => {
    const { token, user, wallet } = await walletUser();
    const snapshot = await chain.snapshot();
    const hash = await wallet.transfer(platform, '70');
    const res = await submit(token, hash);
    expect(res.body.data).toMatchObject({ status: 'confirming' });
    await chain.revert(snapshot);
    await chain.mine(CONFIRMATIONS + 1);
    await deposits.recheckConfirming();
    expect((await records(token)).list[0]).toMatchObject({ status: 'confirming' });
    expect(await spotOf(h, user.id, COIN.USDT)).toBe('0');
  });
});
