import { describe, expect, it } from 'vitest';
import { submitOnce } from '../../src/server/db/submitOnce';

/** A stored-rows stand-in: request id → row. */
function store(rows: Record<string, string> = {}) {
  let finds = 0;
  return {
    rows,
    find: async (id: string) => {
      finds++;
      return rows[id];
    },
    get finds() {
      return finds;
    },
  };
}

const uniqueViolation = () => Object.assign(new Error('duplicate key'), { code: '23505' });
const present = (row: string) => `answer:${row}`;

describe('submitOnce: a request id does its work at most once', () => {
  it('a stored request id answers with its row and creates nothing', async () => {
    const s = store({ r1: 'first' });
    let created = 0;
    const answer = await submitOnce({
      requestId: 'r1',
      find: s.find,
      present,
      create: async () => {
        created++;
        return 'new';
      },
    });
    expect(answer).toBe('answer:first');
    expect(created).toBe(0);
  });

  it('a new request id answers with what create made', async () => {
    const answer = await submitOnce({
      requestId: 'r2',
      find: store().find,
      present,
      create: async () => 'made',
    });
    expect(answer).toBe('made');
  });

  it('a twin that committed first (unique violation) answers with the twin’s row', async () => {
    const s = store();
    const answer = await submitOnce({
      requestId: 'r3',
      find: s.find,
      present,
      create: async () => {
        s.rows.r3 = 'twin';
        throw uniqueViolation();
      },
    });
    expect(answer).toBe('answer:twin');
  });

  it('a twin that committed first (create answers null) answers with the twin’s row', async () => {
    const s = store();
    const answer = await submitOnce({
      requestId: 'r4',
      find: s.find,
      present,
      create: async () => {
        s.rows.r4 = 'twin';
        return null;
      },
    });
    expect(answer).toBe('answer:twin');
  });

  it('a unique violation with no row of that request id is the caller’s to explain', async () => {
    const err = uniqueViolation();
    await expect(
      submitOnce({
        requestId: 'r5',
        find: store().find,
        present,
        create: async () => {
          throw err;
        },
      }),
    ).rejects.toBe(err);
  });

  it('any other failure is passed on unchanged', async () => {
    const err = new Error('insufficient');
    await expect(
      submitOnce({
        requestId: 'r6',
        find: store().find,
        present,
        create: async () => {
          throw err;
        },
      }),
    ).rejects.toBe(err);
  });

  it('without a request id nothing is looked up, and a unique violation is passed on', async () => {
    const s = store({ '': 'never' });
    expect(
      await submitOnce({ requestId: undefined, find: s.find, present, create: async () => 'made' }),
    ).toBe('made');
    const err = uniqueViolation();
    await expect(
      submitOnce({
        requestId: null,
        find: s.find,
        present,
        create: async () => {
          throw err;
        },
      }),
    ).rejects.toBe(err);
    expect(s.finds).toBe(0);
  });

  describe('lookFirst: false (a create whose first write is the guarded insert)', () => {
    it('a new request id is not looked up before create', async () => {
      const s = store();
      const answer = await submitOnce({
        requestId: 'r7',
        find: s.find,
        present,
        create: async () => 'made',
        lookFirst: false,
      });
      expect(answer).toBe('made');
      expect(s.finds).toBe(0);
    });

    it('a stored request id is found through the insert (create answers null)', async () => {
      const s = store({ r8: 'first' });
      const answer = await submitOnce({
        requestId: 'r8',
        find: s.find,
        present,
        create: async () => null,
        lookFirst: false,
      });
      expect(answer).toBe('answer:first');
    });

    it('a retry refused where the first succeeded (a price gone stale) answers with the first row', async () => {
      const s = store({ r9: 'first' });
      const answer = await submitOnce({
        requestId: 'r9',
        find: s.find,
        present,
        create: async () => {
          throw new Error('errors.spot_price_unavailable');
        },
        lookFirst: false,
      });
      expect(answer).toBe('answer:first');
    });

    it('a refusal of a new request id is passed on unchanged', async () => {
      const err = new Error('insufficient');
      await expect(
        submitOnce({
          requestId: 'r10',
          find: store().find,
          present,
          create: async () => {
            throw err;
          },
          lookFirst: false,
        }),
      ).rejects.toBe(err);
    });
  });
});
