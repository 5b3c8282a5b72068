import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DepositAddress,
  DepositCurrency,
  DepositPage,
  DepositRecord,
} from '../../src/core/schemas/deposit';
import { operatorActions } from '../../src/server/db/schema';
import { approveDeposit, listDeposits, rejectDeposit } from '../../src/server/modules/deposits/operator';
import {
  bankReference,
  linkWallet,
  randomHash,
  requestId,
  setBankAccount,
  spotOf,
  uploadOf,
} from '../helpers/deposits';
import { COIN } from '../helpers/funds';
import { createHarness, uniqueEmail, type Harness } from '../helpers/harness';
import { message } from '../helpers/messages';
import { dbKinds } from '../helpers/testDb';
import { evmWallet, tronWallet } from '../helpers/wallets';

const EVM_PLATFORM = '0x1111111111111111111111111111111111111111';
const TRON_PLATFORM = tronWallet().address;

/** Deposits with no chain API configured: everything waits for an operator. */
describe.each(dbKinds())('deposits without chain APIs on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind, {
      EVM_DEPOSIT_ADDRESS: EVM_PLATFORM,
      TRON_DEPOSIT_ADDRESS: TRON_PLATFORM,
    });
    // Bank and quick deposits of USDT pay to this account.
    await setBankAccount(h, 'USDT');
  });
  afterAll(() => h.close());

  const newUser = async () => h.registerEmail(uniqueEmail('dep'));
  const review = { operator: 'alice', reason: 'checked the bank statement' };

  it('lists the coins with their networks, minimums and whether an address is configured', async () => {
    const { token } = await newUser();
    const res = await h.post('wallet/deposit_currency', {}, { token });
    const coins = res.body.data as DepositCurrency[];
    const usdt = coins.find((c) => c.currency === 'USDT')!;
    expect(usdt.currency_id).toBe(COIN.USDT);
    expect(usdt.networks.map((n) => [n.network, n.min, n.address_configured, n.verification])).toEqual([
      ['TRC20', '10', true, 'operator'],
      ['ERC20', '10', true, 'operator'],
      ['OMNI', '10', false, 'operator'],
    ]);
    expect(usdt.networks[1]!.contract).toBe(h.config.tokenContracts.evm.USDT);
    expect(coins.find((c) => c.currency === 'BTC')!.networks).toMatchObject([
      { network: 'OMNI', min: '0.0005', contract: null },
    ]);
    expect((await h.post('wallet/deposit_currency')).body.code).toBe(999);
  });

  it('gives the platform address with the minimum and token contract, or says it is not configured', async () => {
    const { token } = await newUser();
    for (const url of ['wallet/deposit_address', 'wallet/get_in_address']) {
      const res = await h.post(url, { currency_id: String(COIN.USDC), network: 'TRC20' }, { token });
      expect(res.body.data as DepositAddress).toEqual({
        currency_id: COIN.USDC,
        currency: 'USDC',
        network: 'TRC20',
        chain: 'tron',
        address: TRON_PLATFORM,
        min: '10',
        contract: h.config.tokenContracts.tron.USDC,
        token_decimals: 6,
        chain_id: null,
        // No TRON_API_URL: the checks go to TronGrid's mainnet, where the wallet must be too.
        tron_network: 'mainnet',
        confirmations: null,
        demo: false,
      });
    }
    const erc20 = await h.post(
      'wallet/get_in_address',
      { currency_id: String(COIN.USDT), network: 'ERC20' },
      { token },
    );
    expect(erc20.body.data).toMatchObject({
      chain: 'evm',
      chain_id: h.config.evmChainId,
      tron_network: null,
      confirmations: h.config.evmConfirmations,
    });
    const btc = await h.post('wallet/deposit_address', { currency_id: '1', network: 'OMNI' }, { token });
    expect(btc.body).toMatchObject({
      type: 'error',
      message: await message('errors.deposit_address_missing'),
    });
    expect(btc.body.message).toBe('Payment address not configured, contact support');
    const wrongNetwork = await h.post(
      'wallet/deposit_address',
      { currency_id: '1', network: 'TRC20' },
      { token },
    );
    expect(wrongNetwork.body.message).toBe(await message('errors.deposit_network_invalid'));
  });

  it('checks addresses per chain', async () => {
    const { token } = await newUser();
    const check = async (network: string, address: string) =>
      (
        (await h.post('wallet/check_address', { network, address }, { token })).body.data as {
          valid: boolean;
        }
      ).valid;
    expect(await check('ERC20', evmWallet().address)).toBe(true);
    expect(await check('ERC20', '0x123')).toBe(false);
    expect(await check('ERC20', '0xdAC17F958D2ee523a2206206994597C13D831eC7')).toBe(false); // checksum typo
    expect(await check('ERC20', '0xdac17f958d2ee523a2206206994597c13d831ec7')).toBe(true);
    expect(await check('TRC20', tronWallet().address)).toBe(true);
    expect(await check('TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6x')).toBe(false);
    expect(await check('ERC20', tronWallet().address)).toBe(false);
    expect(await check('OMNI', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(true);
    expect(await check('OMNI', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(true);
    expect(await check('OMNI', '0OIl')).toBe(false);
  });

  it('lists the wallets the user proved by signature as approved addresses', async () => {
    const { token } = await newUser();
    expect((await h.post('wallet/apv_address', {}, { token })).body.data).toEqual([]);
    const evm = evmWallet();
    const tron = tronWallet();
    await linkWallet(h, token, 'evm', evm);
    await linkWallet(h, token, 'tron', tron);
    const list = (await h.post('wallet/apv_address', {}, { token })).body.data as { address: string }[];
    expect(list).toMatchObject([
      { chain: 'evm', network: 'ERC20', address: evm.address.toLowerCase() },
      { chain: 'tron', network: 'TRC20', address: tron.address },
    ]);
  });

  it('refuses a malformed hash and records nothing', async () => {
    const { token } = await newUser();
    for (const hash of ['0x1234', 'not a hash', `0x${'g'.repeat(64)}`]) {
      const res = await h.post(
        'wallet/charge_req',
        { kind: 'chain', currency_id: '3', network: 'ERC20', hash, request_id: requestId() },
        { token },
      );
      expect(res.body.message).toBe('Enter the correct hash');
    }
    expect(((await h.get('charge_mention/log2', { token })).body.data as DepositPage).total).toBe(0);
  });

  it('keeps a chain hash pending for an operator; approval credits once, a second approval is refused', async () => {
    const { token, user } = await newUser();
    const hash = randomHash();
    const res = await h.post(
      'wallet/charge_req',
      {
        kind: 'chain',
        currency_id: '3',
        network: 'ERC20',
        hash: hash.toUpperCase().replace('0X', '0x'),
        request_id: requestId(),
      },
      { token },
    );
    const record = res.body.data as DepositRecord;
    expect(record).toMatchObject({ kind: 'chain', status: 'pending', hash, amount: null, network: 'ERC20' });
    expect((await listDeposits(h.db, 'pending')).map((d) => d.id)).toContain(record.id);

    const again = await h.post(
      'wallet/charge_req',
      { kind: 'chain', currency_id: '3', network: 'ERC20', hash, request_id: requestId() },
      { token: (await newUser()).token },
    );
    expect(again.body.message).toBe(await message('errors.deposit_hash_used'));

    await expect(approveDeposit(h.db, record.id, review)).rejects.toMatchObject({
      key: 'errors.deposit_amount_required',
    });
    const approved = await approveDeposit(h.db, record.id, { ...review, amount: '25.5' });
    expect(approved).toMatchObject({ status: 'approved', amount: '25.5' });
    await expect(approveDeposit(h.db, record.id, { ...review, amount: '25.5' })).rejects.toMatchObject({
      key: 'errors.deposit_already_reviewed',
    });
    expect(await spotOf(h, user.id, COIN.USDT)).toBe('25.5');
    const detail = await h.post('wallet/deposit_detail', { id: String(record.id) }, { token });
    expect(detail.body.data).toMatchObject({ status: 'approved', amount: '25.5', reason: null });
    const logged = (await h.db.select().from(operatorActions)).filter(
      (a) => a.target === `deposit:${record.id}`,
    );
    expect(logged).toMatchObject([{ operator: 'alice', action: 'deposit.approve' }]);
  });

  it('takes a bank transfer with its voucher for review; rejection releases nothing and shows the reason', async () => {
    const { token, user } = await newUser();
    const voucher = await uploadOf(h, user.id);
    const form = {
      kind: 'bank',
      currency_id: '3',
      amount: '100',
      bank_name: 'Bangkok Bank',
      card_number: '1234 5678 9012',
      holder_name: 'Somchai P.',
      voucher,
      reference: await bankReference(h, token),
      request_id: requestId(),
    };
    const refusals: [Record<string, string>, string][] = [
      [{ amount: '' }, 'errors.deposit_amount_required'],
      [{ amount: '100.5' }, 'errors.deposit_amount_integer'],
      [{ amount: '9' }, 'errors.deposit_amount_min'],
      [{ bank_name: ' ' }, 'errors.deposit_bank_name_required'],
      [{ card_number: '' }, 'errors.deposit_card_number_required'],
      [{ holder_name: '' }, 'errors.deposit_holder_name_required'],
      [{ voucher: '' }, 'errors.deposit_voucher_required'],
      [{ voucher: await uploadOf(h, (await newUser()).user.id) }, 'errors.deposit_voucher_invalid'],
      [{ voucher: 'no-such-upload' }, 'errors.deposit_voucher_invalid'],
      [{ reference: '' }, 'errors.deposit_reference_invalid'],
      [{ reference: 'TWD-NOTISSUED' }, 'errors.deposit_reference_invalid'],
      [{ currency_id: '5' }, 'errors.deposit_currency_invalid'],
      [{ kind: 'cash' }, 'errors.deposit_kind_invalid'],
    ];
    for (const [change, key] of refusals) {
      const res = await h.post('wallet/charge_req', { ...form, ...change }, { token });
      expect(res.body.message, key).toBe(await message(key, { min: '10', coin: 'USDT' }));
    }
    expect(((await h.get('charge_mention/log2', { token })).body.data as DepositPage).total).toBe(0);

    const first = (await h.post('wallet/charge_req', form, { token })).body.data as DepositRecord;
    expect(first).toMatchObject({
      kind: 'bank',
      status: 'pending',
      amount: '100',
      voucher,
      bank_name: 'Bangkok Bank',
      card_number: '****9012',
    });
    const retry = (await h.post('wallet/charge_req', form, { token })).body.data as DepositRecord;
    expect(retry.id).toBe(first.id);

    const rejected = await rejectDeposit(h.db, first.id, {
      operator: 'bob',
      reason: 'No such transfer received',
    });
    expect(rejected.status).toBe('rejected');
    await expect(approveDeposit(h.db, first.id, review)).rejects.toMatchObject({
      key: 'errors.deposit_already_reviewed',
    });
    expect(await spotOf(h, user.id, COIN.USDT)).toBe('0');
    const log = (await h.get('charge_mention/log2', { token })).body.data as DepositPage;
    expect(log.list).toMatchObject([
      { id: first.id, status: 'rejected', reason: 'No such transfer received' },
    ]);
  });

  it('records a quick deposit for review and credits it on approval, with the operator’s amount', async () => {
    const { token, user } = await newUser();
    const form = {
      currency_id: '3',
      amount: '50',
      voucher: await uploadOf(h, user.id),
      request_id: requestId(),
    };
    expect((await h.post('depositIn', { ...form, amount: '5' }, { token })).body.message).toBe(
      await message('errors.deposit_amount_min', { min: '10', coin: 'USDT' }),
    );
    const first = (await h.post('depositIn', form, { token })).body.data as DepositRecord;
    const retry = (await h.post('depositIn', form, { token })).body.data as DepositRecord;
    expect(retry).toEqual(first);
    expect(first).toMatchObject({ kind: 'quick', status: 'pending', amount: '50' });
    await expect(
      approveDeposit(h.db, first.id, { ...review, amount: '99999999999999999999' }),
    ).rejects.toMatchObject({ key: 'errors.amount_too_large' });
    await approveDeposit(h.db, first.id, { ...review, amount: '49' });
    expect(await spotOf(h, user.id, COIN.USDT)).toBe('49');
  });

  it('pages the records, newest first, and refuses another user’s record', async () => {
    const { token, user } = await newUser();
    const voucher = await uploadOf(h, user.id);
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await h.post(
        'depositIn',
        { currency_id: '3', amount: String(10 + i), voucher, request_id: requestId() },
        { token },
      );
      ids.push((res.body.data as DepositRecord).id);
    }
    const page1 = (await h.get('charge_mention/log2?page=1&limit=2', { token })).body.data as DepositPage;
    const page2 = (await h.get('charge_mention/log2?page=2&limit=2', { token })).body.data as DepositPage;
    expect(page1).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect([...page1.list, ...page2.list].map((r) => r.id)).toEqual([...ids].reverse());

    const other = await newUser();
    const refused = await h.post('wallet/deposit_detail', { id: String(ids[0]) }, { token: other.token });
    expect(refused.body).toMatchObject({ type: 'error', message: await message('errors.deposit_not_found') });
    expect(
      ((await h.get('charge_mention/log2', { token: other.token })).body.data as DepositPage).total,
    ).toBe(0);
  });

  it('refuses amounts past 15 integer digits and ids past the int4 range with a 4xx, recording nothing', async () => {
    const { token, user } = await newUser();
    const huge = '99999999999999999999';
    const calls: [string, Record<string, string>][] = [
      [
        'depositIn',
        { currency_id: '3', amount: huge, voucher: await uploadOf(h, user.id), request_id: requestId() },
      ],
      ['wallet/deposit_intent', { currency_id: '3', network: 'ERC20', amount: huge }],
      [
        'wallet/charge_req',
        {
          kind: 'bank',
          currency_id: '3',
          amount: huge,
          bank_name: 'Bangkok Bank',
          card_number: '1234 5678 9012',
          holder_name: 'Somchai P.',
          voucher: await uploadOf(h, user.id),
          reference: await bankReference(h, token),
          request_id: requestId(),
        },
      ],
    ];
    for (const [url, body] of calls) {
      const res = await h.post(url, body, { token });
      expect([url, res.status, res.body.message]).toEqual([
        url,
        400,
        await message('errors.amount_too_large'),
      ]);
    }
    const farId = await h.post(
      'wallet/deposit_address',
      { currency_id: '2147483648', network: 'ERC20' },
      { token },
    );
    expect([farId.status, farId.body.message]).toEqual([
      400,
      await message('errors.deposit_currency_invalid'),
    ]);
    const farRecord = await h.post('wallet/deposit_detail', { id: '2147483648' }, { token });
    expect([farRecord.status, farRecord.body.message]).toEqual([
      400,
      await message('errors.deposit_not_found'),
    ]);
    expect(((await h.get('charge_mention/log2', { token })).body.data as DepositPage).total).toBe(0);
    expect(await spotOf(h, user.id, COIN.USDT)).toBe('0');
  });

  it('records an Omni hash once even when two users send it at the same moment', async () => {
    const omni = await createHarness(kind, { BTC_DEPOSIT_ADDRESS: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa' });
    const [a, b] = await Promise.all([
      omni.registerEmail(uniqueEmail('omni')),
      omni.registerEmail(uniqueEmail('omni')),
    ]);
    const hash = 'ab'.repeat(32);
    const results = await Promise.all(
      [a, b].map((u, i) =>
        omni.post(
          'wallet/charge_req',
          {
            kind: 'chain',
            currency_id: '3',
            network: 'OMNI',
            hash,
            request_id: `omni-race-${i}-${u.user.id}`,
          },
          { token: u.token },
        ),
      ),
    );
    expect(results.filter((r) => r.body.type === 'ok')).toHaveLength(1);
    expect(results.find((r) => r.body.type !== 'ok')!.body.message).toBe(
      await message('errors.deposit_hash_used'),
    );
    await omni.close();
  });
});
