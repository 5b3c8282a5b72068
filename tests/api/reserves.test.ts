import { spawnSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { erc20Abi, formatUnits, parseUnits, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unrealizedPnl } from '../../src/core/contractMath';
import { Big } from '../../src/core/money';
import { LIABLE_ACCOUNTS, toUnits } from '../../src/core/reserves/liabilities';
import { verifyProofFile } from '../../src/core/reserves/proofFile';
import type { HistoryItem, LatestReserves, ProofFileJson } from '../../src/core/schemas/reserves';
import { porSnapshots } from '../../src/server/db/schema';
import { loadPublicationKey } from '../../src/server/modules/reserves/publicationKey';
import { createReservesService } from '../../src/server/modules/reserves/service';
import { ops, requestId } from '../helpers/deposits';
import { until } from '../helpers/engine';
import { COIN, fund } from '../helpers/funds';
import { createHarness, uniqueEmail, type Harness } from '../helpers/harness';
import { message } from '../helpers/messages';
import { nodeVerifiers } from '../helpers/proofs';
import { dbKinds } from '../helpers/testDb';
import { startEvmChain, type EvmChain } from '../fixtures/evmChain';
import { startTronGrid, type TronGrid } from '../fixtures/tronGrid';
import { evmWallet, tronWallet } from '../helpers/wallets';

/*
 * Proof of reserves end to end: ten users with money on every account and an open position, a
 * snapshot taken while they move money, each user's proof checked with the standalone rules, the
 * reserve of an address funded on a real local chain (Hardhat) read at its on-chain balance.
 */

let chain: EvmChain;
let grid: TronGrid;
beforeAll(async () => {
  [chain, grid] = await Promise.all([startEvmChain(), startTronGrid()]);
}, 120_000);
afterAll(() => Promise.all([chain?.stop(), grid?.stop()]));

const TRON_USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

type User = { token: string; id: number };

describe.each(dbKinds())('proof of reserves on %s', (kind) => {
  let h: Harness;
  let reserveWallet: Awaited<ReturnType<EvmChain['wallet']>>;
  const tronReserve = tronWallet();
  const users: User[] = [];

  beforeAll(async () => {
    reserveWallet = await chain.wallet('25000');
    h = await createHarness(kind, {
      EVM_RPC_URL: chain.url,
      EVM_CHAIN_ID: '31337',
      EVM_USDT_CONTRACT: chain.usdt,
      // EVM_USDC_CONTRACT stays the mainnet address: no such contract here, so USDC cannot be read.
      EVM_DEPOSIT_ADDRESS: reserveWallet.address,
      TRON_API_URL: grid.url,
      TRON_USDT_CONTRACT: TRON_USDT,
      TRON_DEPOSIT_ADDRESS: tronReserve.address,
      // The test takes every snapshot itself.
      POR_DAILY_SNAPSHOT: 'false',
    });
    for (let i = 0; i < 10; i++) {
      const { token, user } = await h.registerEmail(uniqueEmail(`por${i}`));
      users.push({ token, id: user.id });
      // Every account, two coins, an amount that differs per user; demo money too (not owed).
      await fund(h.db, user.id, `${1000 + i}.123456`, COIN.USDT, 'spot');
      await fund(h.db, user.id, `0.0${i + 1}`, COIN.BTC, 'spot');
      await fund(h.db, user.id, `${200 + i}`, COIN.USDT, 'options');
      await fund(h.db, user.id, `${300 + i}`, COIN.USDT, 'contract');
      await fund(h.db, user.id, `${400 + i}`, COIN.USDT, 'trust');
      await fund(h.db, user.id, '10000', COIN.USDT, 'demo');
    }
  }, 120_000);
  afterAll(() => h?.close());

  const snapshot = async () => {
    const res = await ops(h, ['por:snapshot']);
    expect(res.text).toMatch(/snapshot \d+ published/);
    return Number(/snapshot (\d+)/.exec(res.text)![1]);
  };
  const latest = async (token?: string) =>
    (await h.get('por/latest', token ? { token } : {})).body.data as LatestReserves;
  const proofOf = async (user: User, snapshotId: number) => {
    const res = await h.post('por/my_proof', { snapshot_id: String(snapshotId) }, { token: user.token });
    expect(res.body.type, res.body.message).toBe('ok');
    return res.body.data as ProofFileJson;
  };

  /** What the ledger says each user holds on the liable accounts, per coin: entries, not balances. */
  async function ledgerSums(): Promise<Map<string, Big>> {
    const rows = (
      (await h.db.execute(sql`
        select b.user_id, b.coin_id, sum(e.amount)::text as total
        from ledger_entries e join balances b on b.id = e.balance_id
        where b.user_id is not null and b.account in ${sql.raw(`('${LIABLE_ACCOUNTS.join("','")}')`)}
        group by b.user_id, b.coin_id`)) as unknown as {
        rows: { user_id: number; coin_id: number; total: string }[];
      }
    ).rows;
    return new Map(rows.map((r) => [`${r.user_id}:${r.coin_id}`, new Big(r.total)]));
  }

  it('proves the signed reserve address, and reads its balance on chain', async () => {
    const rejected = await ops(h, [
      'por:address',
      'evm',
      reserveWallet.address,
      '--signature',
      await evmWallet().sign(
        `Tradewind proof of reserves: the address ${reserveWallet.address} belongs to Tradewind.`,
      ),
      '--reason',
      'a key that is not the address',
    ]);
    expect(rejected.status).not.toBe(200);
    expect(rejected.text).toMatch(/not .* key signing/);

    const listed = await ops(h, ['por:addresses']);
    const messageToSign = /(Tradewind proof of reserves: the address \S+ belongs to Tradewind\.)/.exec(
      listed.text,
    )![1]!;
    const signed = await ops(h, [
      'por:address',
      'evm',
      reserveWallet.address,
      '--signature',
      await reserveWallet.sign(messageToSign),
      '--reason',
      'cold wallet key signed offline',
    ]);
    expect(signed.text).toMatch(/proven/);
    // The TRON deposit address, proven by a TIP-191 signature, holding USDT and TRX.
    grid.setBalance(tronReserve.address, TRON_USDT, 7_500_000_000n);
    grid.setBalance(tronReserve.address, null, 1_234_500_000n);
    const tronSigned = await ops(h, [
      'por:address',
      'tron',
      tronReserve.address,
      '--signature',
      await tronReserve.sign(
        `Tradewind proof of reserves: the address ${tronReserve.address} belongs to Tradewind.`,
      ),
      '--reason',
      'TRON hot wallet',
    ]);
    expect(tronSigned.text).toMatch(/proven/);
    // An address nobody proved: listed, counted nowhere.
    const unproven = evmWallet().address;
    await chain.wallet('1'); // a block between, so the chain moves on
    expect(
      (await ops(h, ['por:address', 'evm', unproven, '--reason', 'hot wallet, signature pending'])).text,
    ).toMatch(/unproven/);

    const id = await snapshot();
    const { snapshot: view } = await latest();
    expect(view!.id).toBe(id);
    const onChainUsdt = await chain.client.readContract({
      address: chain.usdt,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [reserveWallet.address as Hex],
    });
    const onChainEth = await chain.client.getBalance({ address: reserveWallet.address as Hex });
    const usdt = view!.coins.find((c) => c.symbol === 'USDT')!;
    const eth = view!.coins.find((c) => c.symbol === 'ETH')!;
    // USDT: the Hardhat address's on-chain balance plus the TRON address's.
    expect(formatUnits(onChainUsdt, 6)).toBe('25000');
    expect(usdt.reserves).toBe('32500');
    expect(view!.coins.find((c) => c.symbol === 'TRX')!.reserves).toBe('1234.5');
    expect(new Big(eth.reserves).eq(new Big(formatUnits(onChainEth, 18)).round(8, Big.roundDown))).toBe(true);
    expect(usdt.reserves_read).toBe(true);
    // BTC has no proven address that can be read: said so, not shown as 0 % covered.
    expect(view!.coins.find((c) => c.symbol === 'BTC')!.reserves_read).toBe(false);
    const [proven, notProven] = [reserveWallet.address, unproven].map((a) =>
      view!.addresses.find((x) => x.address === a)!,
    );
    expect(proven).toMatchObject({ chain: 'evm', proven: true, read: true });
    expect(proven!.balances.find((b) => b.symbol === 'USDT')).toMatchObject({ amount: '25000' });
    // A token whose read fails hides that coin only, never the address's other coins.
    expect(proven!.balances.map((b) => b.symbol)).toEqual(['ETH', 'USDT']);
    expect(view!.coins.find((c) => c.symbol === 'USDC')!.reserves_read).toBe(true); // read on TRON
    expect(notProven).toMatchObject({ proven: false, read: false, balances: [] });
    expect(view!.publication.reserves[view!.publication.coins.findIndex((c) => c.symbol === 'USDT')]).toBe(
      parseUnits('32500', 6).toString(),
    );
  });

  it('owes each user the ledger’s sum at the snapshot taken while they move money, and every proof verifies', async () => {
    // One open position, valued at the snapshot's recorded tick.
    const at = h.clock.now().getTime();
    h.feed.push('BTCUSDT', '60000', at);
    h.clock.advance(1);
    const opened = await h.post(
      'lever/submit',
      {
        type: 'market',
        margin_mode: 'isolated',
        request_id: requestId(),
        symbol: 'BTC/USDT',
        side: 'long',
        lots: '4',
        leverage: '10',
      },
      { token: users[0]!.token },
    );
    expect(opened.body.type, opened.body.message).toBe('ok');
    h.clock.advance(1000);
    const markAt = h.clock.now().getTime();
    h.feed.push('BTCUSDT', '60600', markAt);
    h.clock.advance(1000);
    // The feed's recorder writes ticks in batches: the snapshot values the position at what is recorded.
    await until(async () => {
      const rows = (await h.db.execute(
        sql`select 1 from market_ticks where symbol = 'BTC/USDT' and ts = ${new Date(markAt).toISOString()}`,
      )) as unknown as { rows: unknown[] };
      return rows.rows.length === 1;
    });

    // Transfers between each user's own accounts keep what they are owed the same at every
    // instant: a snapshot reading accounts at different moments would count one twice or miss it.
    let moving = true;
    const movers = users.slice(1).map(async (user, i) => {
      let n = 0;
      while (moving) {
        const [from, to] = n++ % 2 === 0 ? ['spot', 'contract'] : ['contract', 'spot'];
        const res = await h.post(
          'wallet/change',
          { currency_id: String(COIN.USDT), from, to, amount: `${i + 1}.5`, request_id: requestId() },
          { token: user.token },
        );
        expect(res.body.type, res.body.message).toBe('ok');
      }
      return n;
    });
    await new Promise((r) => setTimeout(r, 150));
    const id = await snapshot();
    moving = false;
    expect((await Promise.all(movers)).reduce((a, b) => a + b, 0)).toBeGreaterThan(9);

    const owed = await ledgerSums();
    const { snapshot: view } = await latest(users[0]!.token);
    expect(view!.id).toBe(id);
    const coins = view!.publication.coins;
    const position = (
      (await h.post('lever/my_trade', { tab: 'position', limit: '10' }, { token: users[0]!.token })).body
        .data as {
        list: { side: 'long'; qty: string; entry_price: string }[];
      }
    ).list[0]!;
    expect(view!.publication.ticks).toEqual({ 'BTC/USDT': markAt });
    const totals = coins.map(() => 0n);
    for (const user of users) {
      const file = await proofOf(user, id);
      const steps = await verifyProofFile(file as never, nodeVerifiers);
      expect(steps.map((s) => [s.step, s.ok, s.detail])).toEqual(
        ['leaf', 'path', 'root', 'signature', 'chain'].map((s) => [s, true, undefined]),
      );
      const expected = coins.map((coin, i) => {
        const coinId = i + 1; // coins are published in id order
        let amount = owed.get(`${user.id}:${coinId}`) ?? new Big(0);
        if (user === users[0] && coin.symbol === 'USDT')
          amount = amount.plus(unrealizedPnl(position.side, position.qty, position.entry_price, '60600'));
        return toUnits(amount, coin.decimals).toString();
      });
      expect(file.leaf.sums, `user ${user.id}`).toEqual(expected);
      file.leaf.sums.forEach((s, i) => (totals[i]! += BigInt(s)));
    }
    // Only these ten users hold money here: the published total is theirs, demo money left out.
    expect(view!.publication.liabilities).toEqual(totals.map(String));
    const usdt = view!.coins.find((c) => c.symbol === 'USDT')!;
    expect(new Big(usdt.liabilities).gt(10 * 1900)).toBe(true);
    expect(new Big(usdt.liabilities).lt(10 * 2000)).toBe(true);
  });

  it('chains publications, and a rewritten old one breaks every later proof', async () => {
    const second = await snapshot();
    const history = (await h.get('por/history?limit=10')).body.data as { list: HistoryItem[]; total: number };
    expect(history.list.map((i) => i.id)).toEqual([second, second - 1, second - 2]);
    expect(history.list[0]!.publication.previous_hash).toBe(history.list[1]!.publication.hash);
    expect(history.list[2]!.publication.previous_hash).toBeNull();

    const before = await verifyProofFile((await proofOf(users[3]!, second)) as never, nodeVerifiers);
    expect(before.every((s) => s.ok)).toBe(true);
    // The standalone script (no app code) agrees on the file the server gives.
    const file = path.join(h.dataDir, 'my-proof.json');
    await writeFile(file, JSON.stringify(await proofOf(users[3]!, second)));
    const standalone = spawnSync(process.execPath, ['public/verify-proof.mjs', file], { encoding: 'utf8' });
    expect(standalone.status, standalone.stdout + standalone.stderr).toBe(0);
    expect(standalone.stdout.match(/✓/g)).toHaveLength(5);
    // Someone rewrites the first publication's reserves in the database.
    await h.db
      .update(porSnapshots)
      .set({ reserves: history.list[2]!.publication.reserves.map((r) => String(BigInt(r) * 2n)) })
      .where(sql`${porSnapshots.id} = ${second - 2}`);
    const after = await verifyProofFile((await proofOf(users[3]!, second)) as never, nodeVerifiers);
    expect(after.find((s) => s.step === 'chain')).toMatchObject({ ok: false });
    expect(after.find((s) => s.step === 'chain')!.detail).toMatch(/changed after it was published/);
    expect(after.filter((s) => s.step !== 'chain').every((s) => s.ok)).toBe(true);
    await writeFile(file, JSON.stringify(await proofOf(users[3]!, second)));
    expect(spawnSync(process.execPath, ['public/verify-proof.mjs', file]).status).toBe(1);
  });

  it('refuses, translated, a proof that is not the caller’s to have', async () => {
    const { snapshot: view } = await latest();
    const visitor = await h.post('por/my_proof', { snapshot_id: String(view!.id) });
    expect(visitor.body.code).toBe(999);
    const missing = await h.post(
      'por/my_proof',
      { snapshot_id: '99999' },
      { token: users[0]!.token, lang: 'zh-CN' },
    );
    expect(missing.body.message).toBe(await message('errors.por_snapshot_not_found', {}, 'zh-CN'));
    const withNul = await h.post('por/my_proof', { snapshot_id: '1\u0000' }, { token: users[0]!.token });
    expect(withNul.body.message).toBe(await message('errors.text_control_characters'));
    for (const bad of ['', 'abc', '-1', '1.5'])
      expect(
        (await h.post('por/my_proof', { snapshot_id: bad }, { token: users[0]!.token })).body.message,
      ).toBe(await message('errors.por_snapshot_invalid'));
    const late = await h.registerEmail(uniqueEmail('late'));
    const notIn = await h.post(
      'por/my_proof',
      { snapshot_id: String(view!.id) },
      { token: late.token, lang: 'th' },
    );
    expect(notIn.body.message).toBe(await message('errors.por_not_in_snapshot', {}, 'th'));
    expect((await latest(late.token)).included).toBe(false);
    expect((await latest(users[0]!.token)).included).toBe(true);
    expect((await latest()).included).toBeNull();
  });

  it('takes one daily snapshot however many engines try at once', async () => {
    const before = (await h.get('por/history')).body.data as { total: number };
    const slot = '2026-12-01';
    // Three engines' services on one database, each with the key the install keeps.
    const engine = () =>
      createReservesService({
        db: h.db,
        clock: h.clock.now,
        config: h.config,
        readers: {},
        key: () => loadPublicationKey(h.db, undefined),
      });
    const results = await Promise.all([
      engine().takeSnapshot(slot),
      engine().takeSnapshot(slot),
      engine().takeSnapshot(slot),
    ]);
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    const after = (await h.get('por/history')).body.data as { total: number; list: HistoryItem[] };
    expect(after.total).toBe(before.total + 1);
  });
});
