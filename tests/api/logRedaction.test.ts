import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, uniqueEmail, type Harness } from '../helpers/harness';
import { BANK_CARD } from '../helpers/withdrawals';

/*
 * Calls that fail at the database, for real: the table they write is renamed away for the
 * moment of the call. The server logs the failure; the test reads every line it wrote and looks
 * for the personal data and secrets the call carried.
 */
const IDENTITY = { country: 'DE', name: 'Erika Mustermann', id_type: 'id_card', id_number: 'L01X00T47' };
const PASSWORD = 'Tr0ub4dor&3-secret';

describe('the log of a call that fails at the database', () => {
  let h: Harness;
  const lines: string[] = [];
  const log = () => lines.join('');
  let token: string;
  let email: string;

  beforeAll(async () => {
    h = await createHarness('pglite', {}, undefined, { logStream: { write: (line) => lines.push(line) } });
    email = uniqueEmail('logs');
    ({ token } = await h.registerEmail(email, PASSWORD));
  });
  afterAll(() => h.close());

  /** Runs `call` while `table` is missing, then puts the table back. */
  async function withoutTable<T>(table: string, call: () => Promise<T>): Promise<T> {
    lines.length = 0;
    await h.db.execute(sql.raw(`ALTER TABLE ${table} RENAME TO ${table}_away`));
    try {
      return await call();
    } finally {
      await h.db.execute(sql.raw(`ALTER TABLE ${table}_away RENAME TO ${table}`));
    }
  }

  it('says what failed (the error, the table) and nothing of the bank card', async () => {
    // The card is saved with the fund password and a code, as the user would; the insert fails.
    h.clock.advance(61_000); // one code per address per minute: registering sent one
    expect((await h.post('sms_other_mail', { scene: 'bind_card' }, { token })).body.type).toBe('ok');
    const code = await h.latestCode(email);
    const res = await withoutTable('bank_cards', () =>
      h.post('out/setAccount', { ...BANK_CARD, pay_password: '123456', code }, { token }),
    );
    expect(res.status).toBe(500);
    expect(log()).toContain('unexpected error');
    expect(log()).toContain('bank_cards'); // still diagnosable
    for (const value of [
      '4000123456789010',
      BANK_CARD.card_number,
      BANK_CARD.iban,
      BANK_CARD.holder_name,
      BANK_CARD.payee_address,
      BANK_CARD.bank_address,
      BANK_CARD.swift_code,
      token,
      code,
    ]) {
      expect(log(), value).not.toContain(value);
    }
  });

  it('keeps the name and document number of an identity submission out', async () => {
    const res = await withoutTable('identity_verifications', () =>
      h.post('user/real_name', IDENTITY, { token }),
    );
    expect(res.status).toBe(500);
    expect(log()).toContain('identity_verifications');
    for (const value of [IDENTITY.name, IDENTITY.id_number, token]) expect(log(), value).not.toContain(value);
  });

  it('never writes a password, a session token or the Authorization header', async () => {
    const login = await withoutTable('sessions', () =>
      h.post('user/login', { account: email, password: PASSWORD }),
    );
    expect(login.status).toBe(500);
    const loginLog = log();
    const lookup = await withoutTable('sessions', () => h.get('user/center', { token }));
    expect(lookup.status).toBe(500);
    const all = loginLog + log();
    expect(all).toContain('sessions');
    for (const value of [PASSWORD, token]) expect(all, value).not.toContain(value);
    expect(all.toLowerCase()).not.toContain('"authorization"');
  });
});
