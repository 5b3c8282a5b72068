import { describe, expect, it } from 'vitest';
import { countOf, pageWindow, readPage } from '../../src/server/db/paged';

describe('paged lists', () => {
  it.each([
    [
      { page: 1, limit: 20 },
      { limit: 20, offset: 0 },
    ],
    [
      { page: 2, limit: 20 },
      { limit: 20, offset: 20 },
    ],
    [
      { page: 3, limit: 7 },
      { limit: 7, offset: 14 },
    ],
  ])('page %j reads rows %j', (request, window) => {
    expect(pageWindow(request)).toEqual(window);
  });

  it('a count reads as a number, and no count row as zero', () => {
    expect(countOf([{ n: 42 }])).toBe(42);
    expect(countOf([{ n: '42' }])).toBe(42);
    expect(countOf([])).toBe(0);
  });

  it('answers the page asked for, its rows and the whole set’s total', async () => {
    const all = Array.from({ length: 45 }, (_, i) => 45 - i);
    const answer = await readPage(
      { page: 3, limit: 20 },
      async (w) => all.slice(w.offset, w.offset + w.limit),
      async () => [{ n: all.length }],
    );
    expect(answer).toEqual({ rows: [5, 4, 3, 2, 1], page: 3, limit: 20, total: 45 });
  });
});
