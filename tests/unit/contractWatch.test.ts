import { describe, expect, it } from 'vitest';
import { triggerAt, limitCrossedPerp } from '../../src/core/contractMath';
import { Big } from '../../src/core/money';
import { CONTRACT_STATUS } from '../../src/core/schemas/contract';
import type { EngineRow } from '../../src/server/modules/contract/repo';
import { exactPrice, watchList, type Watched } from '../../src/server/modules/contract/watch';

const row = (id: number, over: Partial<EngineRow>): EngineRow => ({
  id,
  userId: 1,
  status: CONTRACT_STATUS.holding,
  side: 'long',
  marginMode: 'isolated',
  limitPrice: null,
  liquidationPrice: null,
  tpPrice: null,
  slPrice: null,
  levelsAt: new Date(0),
  ...over,
});

/** What the engine did before the watch list: every row checked on every tick. */
const actsAt = ({ row: r, liquidation }: Watched, mark: string) =>
  r.status === CONTRACT_STATUS.pending
    ? limitCrossedPerp(r.side, r.limitPrice!, mark)
    : triggerAt(r.side, mark, { liquidation, tp: r.tpPrice, sl: r.slPrice }) !== null;

describe('watchList', () => {
  const items: Watched[] = [
    { row: row(1, { side: 'long', tpPrice: '61000', slPrice: '59000' }), liquidation: new Big('57228.92') },
    { row: row(2, { side: 'short', tpPrice: '59500', slPrice: '60500' }), liquidation: new Big('65737.05') },
    { row: row(3, { side: 'long' }), liquidation: new Big('59900') },
    { row: row(4, { side: 'short' }), liquidation: null },
    {
      row: row(5, { status: CONTRACT_STATUS.pending, side: 'long', limitPrice: '59950' }),
      liquidation: null,
    },
    {
      row: row(6, { status: CONTRACT_STATUS.pending, side: 'short', limitPrice: '60050' }),
      liquidation: null,
    },
    { row: row(7, { side: 'short', slPrice: '60000' }), liquidation: new Big('66000') },
  ];
  const watch = watchList(items);

  it('gives, oldest first, exactly the rows a mark makes act', () => {
    const marks = Array.from({ length: 901 }, (_, i) => new Big(56_000).plus(i * 11.11).toFixed(2));
    for (const mark of [...marks, '59000', '59500', '59900', '59950', '60000', '60050', '60500', '61000'])
      expect(
        watch.reachedBy(mark).map((w) => w.row.id),
        mark,
      ).toEqual(items.filter((w) => actsAt(w, mark)).map((w) => w.row.id));
  });

  it('gives nothing for a mark inside every band', () => {
    expect(watch.reachedBy('59990')).toEqual([]);
  });

  it('compares prices exactly, to the 18th place, however they are written', () => {
    expect(exactPrice('61000')).toBe(exactPrice('61000.000000000000000000'));
    expect(exactPrice(new Big('61000.5'))).toBe(exactPrice('61000.50'));
    expect(exactPrice('61000.000000000000000001') > exactPrice('61000')).toBe(true);
    expect(() => exactPrice('1.0000000000000000001')).toThrow();
  });
});
