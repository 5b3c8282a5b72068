import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, uniqueEmail, type Harness } from '../helpers/harness';
import { message } from '../helpers/messages';
import { dbKinds } from '../helpers/testDb';
import { evmWallet, tronWallet } from '../helpers/wallets';
import { users } from '../../src/server/db/schema';

type Signer = { address: string; sign(message: string): Promise<string> };
type Session = { token: string; user: { id: number; nickname: string } };

describe.each(dbKinds())('wallet sign-in on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind, { PUBLIC_ORIGIN: 'https://app.tradewind.test' });
  });
  afterAll(() => h.close());

  const nonce = async (chain: 'evm' | 'tron', address: string) => {
    const res = await h.post('user/wallet_nonce', { chain, address });
    expect(res.body.type).toBe('ok');
    return res.body.data as { nonce: string; message: string };
  };
  const login = (
    chain: string,
    address: string,
    text: string,
    signature: string,
    extra: Record<string, string> = {},
  ) => h.post('user/wallet_login', { chain, address, message: text, signature, ...extra });
  const signIn = async (chain: 'evm' | 'tron', wallet: Signer) => {
    const { message: text } = await nonce(chain, wallet.address);
    return login(chain, wallet.address, text, await wallet.sign(text));
  };

  it('issues an EIP-4361 message bound to the configured site, chain id and a 5-minute window', async () => {
    const wallet = evmWallet();
    const { nonce: n, message: text } = await nonce('evm', wallet.address.toLowerCase());
    expect(text).toContain(
      `app.tradewind.test wants you to sign in with your Ethereum account:\n${wallet.address}\n`,
    );
    expect(text).toContain('URI: https://app.tradewind.test');
    expect(text).toContain('Chain ID: 1');
    expect(text).toContain(`Nonce: ${n}`);
    const issued = new Date(/Issued At: (\S+)/.exec(text)![1]!).getTime();
    const expires = new Date(/Expiration Time: (\S+)/.exec(text)![1]!).getTime();
    expect(expires - issued).toBe(5 * 60_000);
  });

  it.each([
    ['evm', evmWallet],
    ['tron', tronWallet],
  ] as const)(
    'creates an account on a %s wallet’s first sign-in and logs the same account in again',
    async (chain, make) => {
      const wallet = make();
      const first = await signIn(chain, wallet);
      expect(first.body.type).toBe('ok');
      const { token, user } = first.body.data as Session;
      expect(user.nickname).toBe(`${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}`);
      const second = (await signIn(chain, wallet)).body.data as Session;
      expect(second.user.id).toBe(user.id);
      const wallets = await h.get('user/wallets', { token });
      expect(wallets.body.data).toMatchObject([{ chain, address: wallet.address }]);
      const log = (await h.get('user/userLog', { token })).body.data as { method: string }[];
      expect(log.map((r) => r.method)).toEqual([`wallet:${chain}`, `wallet:${chain}`]);
    },
  );

  it('refuses a nonce used twice', async () => {
    const wallet = evmWallet();
    const { message: text } = await nonce('evm', wallet.address);
    const signature = await wallet.sign(text);
    expect((await login('evm', wallet.address, text, signature)).body.type).toBe('ok');
    expect((await login('evm', wallet.address, text, signature)).body.message).toBe(
      await message('errors.wallet_nonce_used'),
    );
  });

  it('refuses an expired message', async () => {
    const wallet = tronWallet();
    const { message: text } = await nonce('tron', wallet.address);
    const signature = await wallet.sign(text);
    h.clock.advance(5 * 60_000 + 1_000);
    expect((await login('tron', wallet.address, text, signature)).body.message).toBe(
      await message('errors.wallet_message_expired'),
    );
  });

  it('refuses a message signed for another domain', async () => {
    const wallet = evmWallet();
    const { message: text } = await nonce('evm', wallet.address);
    const phished = text.replace('app.tradewind.test wants you', 'tradewind-bonus.example wants you');
    const res = await login('evm', wallet.address, phished, await wallet.sign(phished));
    expect(res.body.message).toBe(await message('errors.wallet_domain_mismatch'));
  });

  it('refuses a message of the other chain family', async () => {
    const tron = tronWallet();
    const evm = evmWallet();
    const { message: text } = await nonce('tron', tron.address);
    const res = await login('evm', evm.address, text, await evm.sign(text));
    expect(res.body.message).toBe(await message('errors.wallet_chain_mismatch'));
  });

  it('refuses an altered message even when its signature matches it', async () => {
    const wallet = evmWallet();
    const { message: text } = await nonce('evm', wallet.address);
    const altered = text.replace('Sign in to Tradewind.', 'Sign in to Tradewind and approve everything.');
    const res = await login('evm', wallet.address, altered, await wallet.sign(altered));
    expect(res.body.message).toBe(await message('errors.wallet_message_tampered'));
  });

  it.each([
    ['evm', evmWallet],
    ['tron', tronWallet],
  ] as const)('refuses a %s signature made by another key', async (chain, make) => {
    const wallet = make();
    const other = make();
    const { message: text } = await nonce(chain, wallet.address);
    const res = await login(chain, wallet.address, text, await other.sign(text));
    expect(res.body.message).toBe(await message('errors.wallet_signature_invalid'));
    // The failed try does not use the request up: the right signature still works.
    expect((await login(chain, wallet.address, text, await wallet.sign(text))).body.type).toBe('ok');
  });

  it('refuses a TRON V1 signature with its own message', async () => {
    const wallet = tronWallet();
    const { message: text } = await nonce('tron', wallet.address);
    const res = await login('tron', wallet.address, text, await wallet.signV1(text));
    expect(res.body.message).toBe(await message('errors.wallet_signature_v1'));
  });

  it('refuses addresses that do not fit the chain', async () => {
    const bad = await h.post('user/wallet_nonce', { chain: 'tron', address: evmWallet().address });
    expect(bad.body.message).toBe(await message('errors.wallet_address_invalid'));
    const checksum = await h.post('user/wallet_nonce', { chain: 'tron', address: 'T' + '1'.repeat(33) });
    expect(checksum.body.message).toBe(await message('errors.wallet_address_invalid'));
    const long = await h.post('user/wallet_nonce', { chain: 'evm', address: `0x${'a'.repeat(63)}` });
    expect(long.body.message).toBe(await message('errors.wallet_address_invalid'));
  });

  it('refuses a signature longer than any wallet makes, before checking it', async () => {
    const wallet = evmWallet();
    const { message: text } = await nonce('evm', wallet.address);
    const res = await login('evm', wallet.address, text, `0x${'ab'.repeat(6_000)}`);
    expect(res.body.message).toBe(await message('errors.wallet_signature_invalid'));
    // The request was not used up: the real signature still signs in.
    expect((await login('evm', wallet.address, text, await wallet.sign(text))).body.type).toBe('ok');
  });

  it('binds a wallet to an e-mail account, after which the wallet logs into that account', async () => {
    const { token, user } = await h.registerEmail(uniqueEmail('bind'));
    const wallet = evmWallet();
    const { message: text } = (
      await h.post('user/wallet_bind_nonce', { chain: 'evm', address: wallet.address }, { token })
    ).body.data as { message: string };
    expect(text).toContain('Link this wallet to your Tradewind account.');
    const bound = await h.post(
      'user/wallet_bind',
      { chain: 'evm', address: wallet.address, message: text, signature: await wallet.sign(text) },
      { token },
    );
    expect(bound.body.data).toMatchObject([{ chain: 'evm', address: wallet.address }]);
    const viaWallet = (await signIn('evm', wallet)).body.data as Session;
    expect(viaWallet.user.id).toBe(user.id);

    const other = await h.registerEmail(uniqueEmail('other'));
    const again = (
      await h.post(
        'user/wallet_bind_nonce',
        { chain: 'evm', address: wallet.address },
        { token: other.token },
      )
    ).body.data as { message: string };
    const refused = await h.post(
      'user/wallet_bind',
      {
        chain: 'evm',
        address: wallet.address,
        message: again.message,
        signature: await wallet.sign(again.message),
      },
      { token: other.token },
    );
    expect(refused.body.message).toBe(await message('errors.wallet_bound_elsewhere'));
  });

  it('does not accept a sign-in request as a binding, or a binding without a session', async () => {
    const wallet = evmWallet();
    const { token } = await h.registerEmail(uniqueEmail('mix'));
    const { message: text } = await nonce('evm', wallet.address);
    const res = await h.post(
      'user/wallet_bind',
      { chain: 'evm', address: wallet.address, message: text, signature: await wallet.sign(text) },
      { token },
    );
    expect(res.body.message).toBe(await message('errors.wallet_nonce_unknown'));
    expect(
      (await h.post('user/wallet_bind_nonce', { chain: 'evm', address: wallet.address })).body.code,
    ).toBe(999);
  });
});

describe('wallet sign-in with invitation codes required', () => {
  it('needs an invitation code for a new wallet, not for one already known', async () => {
    const h = await createHarness('pglite', { INVITE_CODE_REQUIRED: 'true' });
    try {
      const wallet = tronWallet();
      const first = await h.post('user/wallet_nonce', { chain: 'tron', address: wallet.address });
      const text = (first.body.data as { message: string }).message;
      const refused = await h.post('user/wallet_login', {
        chain: 'tron',
        address: wallet.address,
        message: text,
        signature: await wallet.sign(text),
      });
      expect(refused.body.message).toBe(await message('errors.invite_required'));
      // The first account of an invitation-only site is made by an operator.
      await h.db.insert(users).values({ nickname: 'Founder', inviteCode: 'FOUNDER1' });
      const signed = async () => {
        const { message: next } = (
          await h.post('user/wallet_nonce', { chain: 'tron', address: wallet.address })
        ).body.data as { message: string };
        return { chain: 'tron', address: wallet.address, message: next, signature: await wallet.sign(next) };
      };
      // The first sign-in creates the account; the next finds it.
      const created = await h.post('user/wallet_login', { ...(await signed()), invite_code: 'founder1' });
      expect(created.body).toMatchObject({ type: 'ok', data: { new_account: true } });
      const again = await h.post('user/wallet_login', await signed());
      expect(again.body).toMatchObject({ type: 'ok', data: { new_account: false } });
    } finally {
      await h.close();
    }
  });
});
