import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEvmChain, type EvmChain } from '../fixtures/evmChain';
import { createHarness, type Harness } from '../helpers/harness';
import { message } from '../helpers/messages';
import { evmWallet } from '../helpers/wallets';

type Signer = { address: string; sign(message: string): Promise<string> };
type Session = { token: string; user: { id: number } };

/*
 * Smart-contract wallets (a Safe, Coinbase Smart Wallet over WalletConnect) have no key of their
 * own: the contract says which signatures are its own (ERC-1271). Checked against a real contract
 * on a real local chain (Hardhat) — the sign-in path is the same on PGlite and PostgreSQL, so
 * one database kind is enough here.
 */
let chain: EvmChain;
beforeAll(async () => {
  chain = await startEvmChain();
}, 120_000);
afterAll(() => chain?.stop());

async function signIn(h: Harness, wallet: Signer) {
  const nonce = await h.post('user/wallet_nonce', { chain: 'evm', address: wallet.address });
  const text = (nonce.body.data as { message: string }).message;
  return h.post('user/wallet_login', {
    chain: 'evm',
    address: wallet.address,
    message: text,
    signature: await wallet.sign(text),
  });
}

describe('sign-in with a smart-contract wallet, the server asking the chain (EVM_RPC_URL)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness('pglite', {
      PUBLIC_ORIGIN: 'https://app.tradewind.test',
      EVM_RPC_URL: chain.url,
    });
  });
  afterAll(() => h.close());

  it('creates the account of a contract wallet its owner signed for, and logs it in again', async () => {
    const wallet = await chain.contractWallet();
    expect(await chain.client.getCode({ address: wallet.address })).toMatch(/^0x[0-9a-f]{10,}/);
    const first = await signIn(h, wallet);
    expect(first.body.type).toBe('ok');
    const { token, user } = first.body.data as Session;
    // The account is the contract's address, not the owner key's.
    const wallets = await h.get('user/wallets', { token });
    expect(wallets.body.data).toMatchObject([{ chain: 'evm', address: wallet.address }]);
    const again = (await signIn(h, wallet)).body.data as Session;
    expect(again.user.id).toBe(user.id);
  });

  it('refuses a signature the contract does not accept, and the request stays usable', async () => {
    const wallet = await chain.contractWallet();
    const stranger = evmWallet();
    const nonce = await h.post('user/wallet_nonce', { chain: 'evm', address: wallet.address });
    const text = (nonce.body.data as { message: string }).message;
    const login = (signature: string) =>
      h.post('user/wallet_login', { chain: 'evm', address: wallet.address, message: text, signature });
    expect((await login(await stranger.sign(text))).body.message).toBe(
      await message('errors.wallet_signature_invalid'),
    );
    // The owner signing what the page showed, but for another wallet's text, is refused too.
    const otherText = text.replace('Sign in to Tradewind.', 'Sign in to something else.');
    expect((await login(await wallet.sign(otherText))).body.message).toBe(
      await message('errors.wallet_signature_invalid'),
    );
    expect((await login(await wallet.sign(text))).body.type).toBe('ok');
  });

  it('signs in a contract wallet not deployed yet (ERC-6492) without deploying it', async () => {
    const wallet = await chain.undeployedContractWallet();
    expect(await chain.client.getCode({ address: wallet.address })).toBeUndefined();
    const res = await signIn(h, wallet);
    expect(res.body.type).toBe('ok');
    const wallets = await h.get('user/wallets', { token: (res.body.data as Session).token });
    expect(wallets.body.data).toMatchObject([{ chain: 'evm', address: wallet.address }]);
    // Checked inside a call: nothing was sent to the chain on the user's behalf.
    expect(await chain.client.getCode({ address: wallet.address })).toBeUndefined();
  });

  it('still signs plain key wallets in', async () => {
    const wallet = evmWallet();
    expect((await signIn(h, wallet)).body.type).toBe('ok');
  });
});

describe('sign-in with a smart-contract wallet when no chain is configured', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness('pglite', { PUBLIC_ORIGIN: 'https://app.tradewind.test' });
  });
  afterAll(() => h.close());

  it('refuses it: without EVM_RPC_URL only a key signature can be checked', async () => {
    const wallet = await chain.contractWallet();
    expect((await signIn(h, wallet)).body.message).toBe(await message('errors.wallet_signature_invalid'));
  });
});

describe('sign-in of key wallets when a chain is configured', () => {
  let h: Harness;
  let rpc: Server;
  let rpcCalls = 0;
  beforeAll(async () => {
    // An RPC that counts calls and never answers usefully: a key wallet must not need it.
    rpc = createServer((_req, res) => {
      rpcCalls += 1;
      res.writeHead(503).end();
    });
    await new Promise<void>((resolve) => rpc.listen(0, '127.0.0.1', resolve));
    h = await createHarness('pglite', {
      PUBLIC_ORIGIN: 'https://app.tradewind.test',
      EVM_RPC_URL: `http://127.0.0.1:${(rpc.address() as AddressInfo).port}`,
    });
  });
  afterAll(async () => {
    await h.close();
    await new Promise((resolve) => rpc.close(resolve));
  });

  it('checks their signatures offline: no call to the chain, and a chain outage does not lock them out', async () => {
    expect((await signIn(h, evmWallet())).body.type).toBe('ok');
    expect(rpcCalls).toBe(0);
  });

  it('asks the chain only for a signature no key explains, and refuses it when the chain is down', async () => {
    const wallet = evmWallet();
    const res = await signIn(h, { address: wallet.address, sign: (text) => evmWallet().sign(text) });
    expect(res.body.message).toBe(await message('errors.wallet_signature_invalid'));
    expect(rpcCalls).toBeGreaterThan(0);
  });
});
