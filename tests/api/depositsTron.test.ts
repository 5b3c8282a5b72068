import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DepositPage, DepositRecord } from '../../src/core/schemas/deposit';
import { createChainReaders } from '../../src/server/chain';
import { createDepositService, type DepositService } from '../../src/server/modules/deposits/service';
import { linkWallet, requestId, spotOf } from '../helpers/deposits';
import { COIN } from '../helpers/funds';
import { createHarness, uniqueEmail, type Harness } from '../helpers/harness';
import { message } from '../helpers/messages';
import { dbKinds } from '../helpers/testDb';
import { tronWallet } from '../helpers/wallets';
import { startTronGrid, type TronGrid } from '../fixtures/tronGrid';

let grid: TronGrid;
beforeAll(async () => {
  grid = await startTronGrid();
});
afterAll(() => grid?.stop());

const usdt = (amount: number) => BigInt(Math.round(amount * 1_000_000));

/** TRC20 USDT deposits verified through the TronGrid calls, answered by a local stand-in. */
describe.each(dbKinds())('TRC20 deposits verified through TronGrid on %s', (kind) => {
  let h: Harness;
  let deposits: DepositService;
  const platform = tronWallet().address;
  const token20 = tronWallet().address; // the configured USDT contract
  const fakeToken = tronWallet().address;

  beforeAll(async () => {
    h = await createHarness(kind, {
      TRON_API_URL: grid.url,
      TRON_API_KEY: 'test-key-123',
      TRON_USDT_CONTRACT: token20,
      TRON_DEPOSIT_ADDRESS: platform,
    });
    deposits = createDepositService({
      db: h.db,
      config: h.config,
      clock: h.clock.now,
      readers: createChainReaders(h.config),
    });
  });
  afterAll(() => h.close());

  const walletUser = async () => {
    const session = await h.registerEmail(uniqueEmail('tron'));
    const wallet = tronWallet();
    await linkWallet(h, session.token, 'tron', wallet);
    return { ...session, wallet };
  };
  const submit = (token: string, hash: string) =>
    h.post(
      'wallet/charge_req',
      { kind: 'chain', currency_id: String(COIN.USDT), network: 'TRC20', hash, request_id: requestId() },
      { token },
    );

  it('credits a solidified transfer from the user’s wallet at once, with the API key sent', async () => {
    const { token, user, wallet } = await walletUser();
    const txID = grid.transfer({
      from: wallet.address,
      to: platform,
      contract: token20,
      units: usdt(120.75),
    });
    const res = await submit(token, `0x${txID.toUpperCase()}`);
    expect(res.body.data).toMatchObject({
      status: 'approved',
      amount: '120.75',
      hash: txID,
      from_address: wallet.address,
      network: 'TRC20',
    });
    expect(await spotOf(h, user.id, COIN.USDT)).toBe('120.75');
    expect(grid.apiKeys.at(-1)).toBe('test-key-123');
    expect((await submit(token, txID)).body.message).toBe(await message('errors.deposit_hash_used'));
  });

  it('keeps a transfer not yet solidified confirming, then credits it once solidified', async () => {
    const { token, user, wallet } = await walletUser();
    const txID = grid.transfer({
      from: wallet.address,
      to: platform,
      contract: token20,
      units: usdt(50),
      solid: false,
    });
    const res = await submit(token, txID);
    expect(res.body.data).toMatchObject({ status: 'confirming', amount: '50', confirmations: null });
    await deposits.recheckConfirming();
    expect(await spotOf(h, user.id, COIN.USDT)).toBe('0');

    grid.solidify(txID);
    await deposits.recheckConfirming();
    const { id } = res.body.data as DepositRecord;
    expect((await h.post('wallet/deposit_detail', { id: String(id) }, { token })).body.data).toMatchObject({
      status: 'approved',
      amount: '50',
    });
    expect(await spotOf(h, user.id, COIN.USDT)).toBe('50');
  });

  it('refuses failed transactions, fake tokens, other recipients and other senders, recording nothing', async () => {
    const { token, wallet } = await walletUser();
    const other = await walletUser();
    const send = (o: Partial<Parameters<TronGrid['transfer']>[0]>) =>
      grid.transfer({ from: wallet.address, to: platform, contract: token20, units: usdt(20), ...o });
    const cases: [string, string, string, Record<string, unknown>?][] = [
      ['out of energy', send({ result: 'OUT_OF_ENERGY' }), 'errors.deposit_tx_failed'],
      ['reverted', send({ result: 'REVERT' }), 'errors.deposit_tx_failed'],
      ['a fake token', send({ contract: fakeToken }), 'errors.deposit_wrong_token', { coin: 'USDT' }],
      ['another recipient', send({ to: tronWallet().address }), 'errors.deposit_wrong_recipient'],
      ['another user’s wallet', send({ from: other.wallet.address }), 'errors.deposit_sender_not_yours'],
      ['an unknown sender', send({ from: tronWallet().address }), 'errors.deposit_sender_not_yours'],
      ['an unknown hash', 'ab'.repeat(32), 'errors.deposit_tx_not_found'],
    ];
    for (const [what, txID, key, params] of cases) {
      expect((await submit(token, txID)).body.message, what).toBe(await message(key, params));
    }
    expect((await submit(token, 'T'.repeat(64))).body.message).toBe('Enter the correct hash');
    expect(((await h.get('charge_mention/log2', { token })).body.data as DepositPage).total).toBe(0);
  });

  it('rejects a confirming deposit whose transaction turns out failed once solidified', async () => {
    const { token, user, wallet } = await walletUser();
    const txID = grid.transfer({
      from: wallet.address,
      to: platform,
      contract: token20,
      units: usdt(30),
      solid: false,
    });
    expect((await submit(token, txID)).body.data).toMatchObject({ status: 'confirming' });
    // The solidified answer differs from the full node's (a block that was replaced).
    const failed = grid.transfer({
      from: wallet.address,
      to: platform,
      contract: token20,
      units: usdt(30),
      result: 'REVERT',
    });
    grid.replace(txID, failed);
    await deposits.recheckConfirming();
    const log = (await h.get('charge_mention/log2', { token })).body.data as DepositPage;
    expect(log.list[0]).toMatchObject({
      status: 'rejected',
      reason: await message('errors.deposit_tx_failed'),
    });
    expect(await spotOf(h, user.id, COIN.USDT)).toBe('0');
  });
});
