import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BankInfoView, DepositAddress } from '../../src/core/schemas/deposit';
import { loadConfig } from '../../src/server/config';
import { DEMO_BANK_ACCOUNT, DEMO_DEPOSIT_ADDRESSES } from '../../src/server/localDemo';
import { createHarness, type Harness } from '../helpers/harness';
import { COIN } from '../helpers/funds';
import { usernameUser } from '../helpers/withdrawals';

/**
 * `npm start` with nothing configured is a complete demo: every deposit tab has somewhere to pay,
 * labelled as a local demo, and support says plainly that no desk is behind it. Production never
 * gets any of it.
 */
describe('the local demo setup', () => {
  let h: Harness;
  beforeAll(async () => {
    // As `npm start` runs with no settings: nothing but a data directory.
    h = await createHarness('pglite', { LOCAL_DEMO: 'auto' });
  });
  afterAll(() => h.close());

  it('gives every network a demo address and every coin a demo bank account, each marked demo', async () => {
    const { token } = await usernameUser(h);
    const networks = [
      [COIN.USDT, 'TRC20', DEMO_DEPOSIT_ADDRESSES.tron],
      [COIN.USDT, 'ERC20', DEMO_DEPOSIT_ADDRESSES.evm],
      [COIN.USDT, 'OMNI', DEMO_DEPOSIT_ADDRESSES.btc],
      [COIN.BTC, 'OMNI', DEMO_DEPOSIT_ADDRESSES.btc],
    ] as const;
    for (const [coin, network, address] of networks) {
      const res = await h.post('wallet/deposit_address', { currency_id: String(coin), network }, { token });
      expect(res.body.data as DepositAddress).toMatchObject({ network, address, demo: true });
    }
    const info = (await h.post('wallet/bank_info', { currency_id: String(COIN.USDT) }, { token })).body
      .data as BankInfoView;
    expect(info).toMatchObject({
      available: true,
      demo: true,
      account: { account: DEMO_BANK_ACCOUNT.account },
    });
    expect(info.reference).toMatch(/^DEMO-/);
  });

  it('says support is a local demo instead of pointing at contacts that do not exist', async () => {
    expect((await h.post('set/get_support')).body.data).toEqual({
      email: null,
      url: null,
      chat: null,
      demo: true,
    });
  });
});

describe('when the demo setup applies', () => {
  const demo = (env: Record<string, string>) => loadConfig({ DATA_DIR: '/tmp/x', ...env }).localDemo;

  it('is on for a bare start, off once anything production-like is set', () => {
    expect(demo({})).toBe(true);
    expect(demo({ NODE_ENV: 'development' })).toBe(true);
    expect(demo({ DATABASE_URL: 'postgres://db/tradewind' })).toBe(false);
    expect(demo({ TRON_DEPOSIT_ADDRESS: DEMO_DEPOSIT_ADDRESSES.tron })).toBe(false);
    expect(demo({ LOCAL_DEMO: 'false' })).toBe(false);
    expect(demo({ LOCAL_DEMO: 'true', DATABASE_URL: 'postgres://db/tradewind' })).toBe(true);
  });

  it('is never on in production, whatever else is set', () => {
    const production = loadConfig({ DATA_DIR: '/tmp/x', NODE_ENV: 'production' });
    expect(production.localDemo).toBe(false);
    expect(production.depositAddresses).toEqual({ evm: undefined, tron: undefined, btc: undefined });
    expect(() => loadConfig({ NODE_ENV: 'production', LOCAL_DEMO: 'true' })).toThrow(/production/);
  });
});
