import { describe, expect, it } from 'vitest';
import { readEnvelope } from '../../src/core/envelope';

describe('readEnvelope (spec §7 success rule)', () => {
  it.each([
    [
      'type ok with message OK',
      { type: 'ok', code: 1, message: 'OK', msg: 'success', data: { a: 1 } },
      { kind: 'data', data: { a: 1 } },
    ],
    [
      'code 1 with msg success',
      { code: 1, message: 'whatever', msg: 'success', data: [1] },
      { kind: 'data', data: [1] },
    ],
    ['type ok with another message', { type: 'ok', message: 'Saved' }, { kind: 'data', data: 'Saved' }],
    ['type 999', { type: '999', code: 999, message: 'Expired' }, { kind: 'notLoggedIn', message: 'Expired' }],
    ['code 999 alone', { code: 999, message: 'Gone' }, { kind: 'notLoggedIn', message: 'Gone' }],
    [
      'an error',
      { type: 'error', code: 0, message: 'Insufficient balance' },
      { kind: 'failed', message: 'Insufficient balance' },
    ],
    ['an error without message', { type: 'error', code: 0 }, { kind: 'failed', message: null }],
    ['not an object', 'Bad gateway', { kind: 'failed', message: null }],
    ['null', null, { kind: 'failed', message: null }],
  ])('%s', (_, body, expected) => {
    expect(readEnvelope(body)).toEqual(expected);
  });
});
