import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VerificationCenter } from '../../src/core/schemas/identity';
import { identityVerifications, operatorActions } from '../../src/server/db/schema';
import { isVerified } from '../../src/server/modules/identity/status';
import {
  createVerificationOperators,
  type VerificationOperators,
} from '../../src/server/modules/identity/operators';
import { createHarness, uniqueEmail, type Harness } from '../helpers/harness';
import { pngImage } from '../helpers/images';
import { message } from '../helpers/messages';
import { uploadImage } from '../helpers/multipart';
import { dbKinds } from '../helpers/testDb';

const BASIC = { country: 'DE', name: 'Erika Mustermann', id_type: 'id_card', id_number: 'L01X00T47' };
const decision = { operator: 'alice', reason: 'documents match' };

describe.each(dbKinds())('identity verification on %s', (kind) => {
  let h: Harness;
  let ops: VerificationOperators;
  beforeAll(async () => {
    h = await createHarness(kind);
    ops = createVerificationOperators({ db: h.db, clock: h.clock.now });
  });
  afterAll(() => h.close());

  const newUser = async () => {
    const { token, user } = await h.registerEmail(uniqueEmail('kyc'));
    return { token, id: user.id };
  };
  const center = async (token: string) => {
    const res = await h.get('user/center2', { token });
    expect(res.body.type).toBe('ok');
    return res.body.data as VerificationCenter;
  };
  const pendingId = async (userId: number, level: 'basic' | 'advanced') => {
    const rows = await ops.listVerifications('pending');
    const row = rows.find((r) => r.user_id === userId && r.level === level);
    if (!row) throw new Error(`no pending ${level} verification for user ${userId}`);
    return row.id;
  };
  const verifiedBasic = async () => {
    const user = await newUser();
    expect((await h.post('user/real_name', BASIC, { token: user.token })).body.type).toBe('ok');
    await ops.approveVerification(await pendingId(user.id, 'basic'), decision);
    return user;
  };
  const photos = async (token: string) => ({
    front: await uploadImage(h, token, pngImage(40, 30, [200, 40, 40]), 'id_front'),
    back: await uploadImage(h, token, pngImage(40, 30, [40, 200, 40]), 'id_back'),
    holding: await uploadImage(h, token, pngImage(40, 30, [40, 40, 200]), 'id_holding'),
  });
  const rowsOf = (userId: number) =>
    h.db.select().from(identityVerifications).where(eq(identityVerifications.userId, userId));

  it.each([
    ['no country', { ...BASIC, country: '' }, 'errors.verification_country_required'],
    ['an unknown country', { ...BASIC, country: 'XX' }, 'errors.verification_country_required'],
    ['no name', { ...BASIC, name: '   ' }, 'errors.verification_name_required'],
    ['a name over 100 characters', { ...BASIC, name: 'a'.repeat(101) }, 'errors.verification_name_too_long'],
    ['no document type', { ...BASIC, id_type: '' }, 'errors.verification_id_type_required'],
    [
      'an unknown document type',
      { ...BASIC, id_type: 'library_card' },
      'errors.verification_id_type_required',
    ],
    ['no document number', { ...BASIC, id_number: '' }, 'errors.verification_id_number_required'],
    ['a 3-character number', { ...BASIC, id_number: 'A12' }, 'errors.verification_id_number_invalid'],
    ['a number with symbols', { ...BASIC, id_number: 'AB<script>' }, 'errors.verification_id_number_invalid'],
  ])('refuses basic verification with %s and writes nothing', async (_label, body, key) => {
    const user = await newUser();
    const res = await h.post('user/real_name', body, { token: user.token, lang: 'ja' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ type: 'error', message: await message(key, {}, 'ja') });
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it('needs a session for every verification call', async () => {
    for (const res of [
      await h.post('user/real_name', BASIC),
      await h.post('user/real_name2', { address: 'x' }),
      await h.get('user/center2'),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body.type).toBe('999');
    }
  });

  it('starts not verified, with the security overview of the account', async () => {
    const user = await newUser();
    const data = await center(user.token);
    expect(data.basic).toMatchObject({ state: 'none', reason: null, id_number: null });
    expect(data.advanced).toMatchObject({ state: 'none', front_url: null });
    expect(data.security).toMatchObject({
      has_password: true,
      has_pay_password: true,
      email: expect.stringContaining('@example.com'),
      wallets: [],
    });
  });

  it('puts a basic submission under review, shows the number masked, and refuses a second one meanwhile', async () => {
    const user = await newUser();
    const res = await h.post('user/real_name', { ...BASIC, country: 'de' }, { token: user.token });
    expect(res.body.data).toMatchObject({ state: 'pending', country: 'DE', id_number: 'L0*****47' });
    const data = await center(user.token);
    expect(data.basic).toMatchObject({
      state: 'pending',
      country: 'DE',
      name: 'Erika Mustermann',
      id_type: 'id_card',
      id_number: 'L0*****47',
    });
    expect(JSON.stringify(data)).not.toContain('L01X00T47');

    const again = await h.post('user/real_name', BASIC, { token: user.token });
    expect(again.body.message).toBe(await message('errors.verification_under_review'));
    expect(await rowsOf(user.id)).toHaveLength(1);
    expect(await isVerified(h.db, user.id)).toBe(false);
  });

  it('lets only one of three simultaneous submissions through', async () => {
    const user = await newUser();
    const results = await Promise.all(
      [1, 2, 3].map(() => h.post('user/real_name', BASIC, { token: user.token })),
    );
    expect(results.filter((r) => r.body.type === 'ok')).toHaveLength(1);
    for (const r of results.filter((x) => x.body.type !== 'ok')) {
      expect(r.body.message).toBe(await message('errors.verification_under_review'));
    }
    expect(await rowsOf(user.id)).toHaveLength(1);
  });

  it('shows a rejection with its reason, accepts a corrected submission, and locks the level once verified', async () => {
    const user = await newUser();
    await h.post('user/real_name', BASIC, { token: user.token });
    const first = await pendingId(user.id, 'basic');
    expect(
      await ops.rejectVerification(first, { operator: 'bob', reason: 'Name does not match the photo' }),
    ).toEqual({
      changed: true,
      id: first,
      status: 'rejected',
    });
    expect((await center(user.token)).basic).toMatchObject({
      state: 'rejected',
      reason: 'Name does not match the photo',
    });

    const resubmitted = await h.post(
      'user/real_name',
      { ...BASIC, name: 'Erika M. Mustermann' },
      { token: user.token },
    );
    expect(resubmitted.body.data).toMatchObject({
      state: 'pending',
      reason: null,
      name: 'Erika M. Mustermann',
    });
    const second = await pendingId(user.id, 'basic');
    expect(second).not.toBe(first);

    expect((await ops.approveVerification(second, decision)).changed).toBe(true);
    expect((await center(user.token)).basic).toMatchObject({ state: 'approved', reason: null });
    expect(await isVerified(h.db, user.id)).toBe(true);

    const afterVerified = await h.post('user/real_name', BASIC, { token: user.token });
    expect(afterVerified.body.message).toBe(await message('errors.verification_already_verified'));
    expect(await rowsOf(user.id)).toHaveLength(2);
  });

  it('changes nothing when a submission is decided twice, and logs each real decision once', async () => {
    const user = await newUser();
    await h.post('user/real_name', BASIC, { token: user.token });
    const id = await pendingId(user.id, 'basic');
    expect((await ops.approveVerification(id, decision)).changed).toBe(true);
    expect(await ops.approveVerification(id, decision)).toEqual({ changed: false, id, status: 'approved' });
    expect(await ops.rejectVerification(id, { operator: 'eve', reason: 'changed my mind' })).toEqual({
      changed: false,
      id,
      status: 'approved',
    });
    expect((await center(user.token)).basic.state).toBe('approved');
    const log = await h.db
      .select()
      .from(operatorActions)
      .where(eq(operatorActions.target, `verification:${id}`));
    expect(log).toMatchObject([
      { operator: 'alice', action: 'verification.approve', reason: 'documents match' },
    ]);
    const [row] = await h.db.select().from(identityVerifications).where(eq(identityVerifications.id, id));
    expect(row).toMatchObject({ reviewedBy: 'alice', status: 'approved' });
  });

  it('refuses an operator decision without who or why, and an unknown submission', async () => {
    const user = await newUser();
    await h.post('user/real_name', BASIC, { token: user.token });
    const id = await pendingId(user.id, 'basic');
    await expect(ops.rejectVerification(id, { operator: 'bob', reason: ' ' })).rejects.toMatchObject({
      key: 'errors.verification_reason_required',
    });
    await expect(ops.approveVerification(id, { operator: '', reason: 'ok' })).rejects.toMatchObject({
      key: 'errors.verification_operator_required',
    });
    await expect(ops.approveVerification(999_999, decision)).rejects.toMatchObject({
      key: 'errors.verification_not_found',
    });
    expect((await center(user.token)).basic.state).toBe('pending');
  });

  it('lists submissions by status for operators, unmasked', async () => {
    const user = await newUser();
    await h.post('user/real_name', BASIC, { token: user.token });
    const pending = (await ops.listVerifications('pending')).filter((r) => r.user_id === user.id);
    expect(pending).toMatchObject([
      { level: 'basic', status: 'pending', id_number: 'L01X00T47', name: BASIC.name },
    ]);
    expect((await ops.listVerifications('approved')).some((r) => r.user_id === user.id)).toBe(false);
  });

  it('asks for basic verification before advanced, also while basic is under review', async () => {
    const user = await newUser();
    const body = { address: '1 Main St', ...(await photos(user.token)) };
    const before = await h.post('user/real_name2', body, { token: user.token });
    expect(before.body.message).toBe(await message('errors.verification_basic_first'));
    await h.post('user/real_name', BASIC, { token: user.token });
    const pending = await h.post('user/real_name2', body, { token: user.token });
    expect(pending.body.message).toBe(await message('errors.verification_basic_first'));
    expect((await rowsOf(user.id)).filter((r) => r.level === 'advanced')).toEqual([]);
  });

  it('refuses each missing or malformed advanced field with its own message', async () => {
    const user = await verifiedBasic();
    const full = { address: 'Heidestraße 17, 51147 Köln', ...(await photos(user.token)) };
    const cases: [Record<string, string>, string][] = [
      [{ ...full, address: ' ' }, 'errors.verification_address_required'],
      [{ ...full, address: 'x'.repeat(301) }, 'errors.verification_address_too_long'],
      [{ ...full, front: '' }, 'errors.verification_front_required'],
      [{ ...full, back: '' }, 'errors.verification_back_required'],
      [{ ...full, holding: '' }, 'errors.verification_holding_required'],
      [{ ...full, front: '../../etc/passwd' }, 'errors.upload_not_found'],
    ];
    for (const [body, key] of cases) {
      const res = await h.post('user/real_name2', body, { token: user.token });
      expect(res.body.message, key).toBe(await message(key));
    }
    expect((await rowsOf(user.id)).filter((r) => r.level === 'advanced')).toEqual([]);
  });

  it('refuses photos of another user, and photos uploaded for another slot', async () => {
    const user = await verifiedBasic();
    const other = await newUser();
    const mine = await photos(user.token);
    const theirs = await photos(other.token);
    const address = '1 Main St';
    const cases: [Record<string, string>, string][] = [
      [{ ...mine, front: theirs.front }, 'errors.verification_front_invalid'],
      [{ ...mine, back: theirs.back }, 'errors.verification_back_invalid'],
      [{ ...mine, holding: theirs.holding }, 'errors.verification_holding_invalid'],
      [{ ...mine, front: mine.back, back: mine.front }, 'errors.verification_front_invalid'],
      [{ ...mine, holding: mine.front }, 'errors.verification_holding_invalid'],
      [{ ...mine, front: 'AAAAAAAAAAAAAAAAAAAAAA' }, 'errors.verification_front_invalid'],
    ];
    for (const [photosOf, key] of cases) {
      const res = await h.post('user/real_name2', { address, ...photosOf }, { token: user.token });
      expect(res.body.message, key).toBe(await message(key));
    }
    expect((await rowsOf(user.id)).filter((r) => r.level === 'advanced')).toEqual([]);
  });

  it('takes an advanced submission, shows it with owner-only photos, and follows review to verified', async () => {
    const user = await verifiedBasic();
    const other = await newUser();
    const mine = await photos(user.token);
    const res = await h.post(
      'user/real_name2',
      { address: 'Heidestraße 17, Köln', ...mine },
      { token: user.token },
    );
    expect(res.body.data).toMatchObject({ state: 'pending', address: 'Heidestraße 17, Köln' });

    const again = await h.post('user/real_name2', { address: 'elsewhere', ...mine }, { token: user.token });
    expect(again.body.message).toBe(await message('errors.verification_under_review'));

    const data = await center(user.token);
    expect(data.advanced).toMatchObject({
      state: 'pending',
      front_url: `/api/upload/${mine.front}`,
      back_url: `/api/upload/${mine.back}`,
      holding_url: `/api/upload/${mine.holding}`,
    });
    const ownView = await h.app.inject({
      url: data.advanced.front_url!,
      headers: { authorization: user.token },
    });
    expect(ownView.headers['content-type']).toBe('image/png');
    const theirView = await h.app.inject({
      url: data.advanced.front_url!,
      headers: { authorization: other.token },
    });
    expect(theirView.statusCode).toBe(404);

    const id = await pendingId(user.id, 'advanced');
    await ops.rejectVerification(id, { operator: 'bob', reason: 'Photo is blurred' });
    expect((await center(user.token)).advanced).toMatchObject({
      state: 'rejected',
      reason: 'Photo is blurred',
    });
    const fresh = await photos(user.token);
    expect(
      (await h.post('user/real_name2', { address: 'Heidestraße 17, Köln', ...fresh }, { token: user.token }))
        .body.type,
    ).toBe('ok');
    await ops.approveVerification(await pendingId(user.id, 'advanced'), decision);
    expect((await center(user.token)).advanced.state).toBe('approved');
    const locked = await h.post('user/real_name2', { address: 'x', ...fresh }, { token: user.token });
    expect(locked.body.message).toBe(await message('errors.verification_already_verified'));
  });

  it('never shows one user’s verification to another', async () => {
    const a = await newUser();
    const b = await newUser();
    await h.post('user/real_name', BASIC, { token: a.token });
    const bView = await center(b.token);
    expect(bView.basic.state).toBe('none');
    expect(JSON.stringify(bView)).not.toContain('Mustermann');
    await ops.approveVerification(await pendingId(a.id, 'basic'), decision);
    expect((await center(b.token)).basic.state).toBe('none');
    expect(await isVerified(h.db, b.id)).toBe(false);
  });
});
