import { describe, expect, it } from 'vitest';
import { Big } from '../../src/core/money';
import {
  bankruptcyPrice,
  initialMargin,
  limitCrossedPerp,
  liquidationPrice,
  maintenanceMargin,
  quantityOf,
  roePercent,
  roundPrice,
  tierFor,
  tpSlProblem,
  tradeFee,
  triggerAt,
  triggerBand,
  unrealizedPnl,
  type MaintenanceTier,
} from '../../src/core/contractMath';

const at2 = (price: Big | null) => (price === null ? '--' : roundPrice(price, 2).toFixed(2));

describe('the worked examples of domain-rules (entry 60,000, qty 0.5, MMR 0.4 %, fees ignored)', () => {
  it('isolated long 20x: margin 1,500, liquidation 57,228.92', () => {
    const im = initialMargin('0.5', '60000', 20);
    expect(im.toFixed()).toBe('1500');
    expect(at2(liquidationPrice({ side: 'long', qty: '0.5', entry: '60000', walletBalance: im }))).toBe(
      '57228.92',
    );
  });

  it('isolated short 10x: margin 3,000, liquidation 65,737.05', () => {
    const im = initialMargin('0.5', '60000', 10);
    expect(im.toFixed()).toBe('3000');
    expect(at2(liquidationPrice({ side: 'short', qty: '0.5', entry: '60000', walletBalance: im }))).toBe(
      '65737.05',
    );
  });

  it('cross long with 10,000 in the account and no other position: 40,160.64', () => {
    expect(at2(liquidationPrice({ side: 'long', qty: '0.5', entry: '60000', walletBalance: '10000' }))).toBe(
      '40160.64',
    );
  });

  it('at mark 61,200 the long has PnL +600 and ROE 40 %', () => {
    const pnl = unrealizedPnl('long', '0.5', '60000', '61200');
    expect(pnl.toFixed()).toBe('600');
    expect(roePercent(pnl, '1500').toFixed()).toBe('40');
    expect(unrealizedPnl('short', '0.5', '60000', '61200').toFixed()).toBe('-600');
  });
});

describe('lots, fees, and prices that cannot liquidate', () => {
  it.each([
    [1, '0.01', '0.01'],
    [50, '0.01', '0.5'],
    [3, '0.1', '0.3'],
  ])('%i lots of %s is %s', (lots, value, qty) => {
    expect(quantityOf(lots, value).toFixed()).toBe(qty);
  });

  it.each([
    ['0.5', '60000', '0.0005', '15'],
    ['0.01', '96000', '0.0005', '0.48'],
    ['2', '3400', '0', '0'],
  ])('fee on %s at %s (rate %s) is %s', (qty, price, rate, fee) => {
    expect(tradeFee(qty, price, rate).toFixed()).toBe(fee);
  });

  it('says "--" when no price can liquidate (a long covered many times over)', () => {
    expect(at2(liquidationPrice({ side: 'long', qty: '0.5', entry: '60000', walletBalance: '40000' }))).toBe(
      '--',
    );
  });

  it('cross counts the other positions: their maintenance lowers the cushion, their profit raises it', () => {
    const base = { side: 'long' as const, qty: '0.5', entry: '60000', walletBalance: '10000' };
    const alone = liquidationPrice(base)!;
    const withLoss = liquidationPrice({ ...base, otherMaintenance: '100', otherPnl: '-500' })!;
    const withProfit = liquidationPrice({ ...base, otherPnl: '2000' })!;
    expect(withLoss.gt(alone)).toBe(true);
    expect(withProfit.lt(alone)).toBe(true);
  });

  it('puts the bankruptcy price beyond the liquidation price, on the losing side', () => {
    const lp = liquidationPrice({ side: 'long', qty: '0.5', entry: '60000', walletBalance: '1500' })!;
    const bp = bankruptcyPrice('long', '0.5', '60000', '1500');
    expect(bp.toFixed()).toBe('57000');
    expect(bp.lt(lp)).toBe(true);
    expect(bankruptcyPrice('short', '0.5', '60000', '3000').toFixed()).toBe('66000');
  });
});

describe('maintenance tiers', () => {
  // Each tier's cum keeps the maintenance margin continuous: cum_n = cum_n−1 + bound_n−1 × (mmr_n − mmr_n−1).
  const TIERS: MaintenanceTier[] = [
    { max_notional: '50000', mmr: '0.004', cum: '0' },
    { max_notional: '250000', mmr: '0.005', cum: '50' },
    { max_notional: '1000000', mmr: '0.01', cum: '1300' },
  ];

  it.each([
    ['10000', '0.004'],
    ['50000', '0.004'],
    ['50000.01', '0.005'],
    ['600000', '0.01'],
    ['5000000', '0.01'],
  ])('a notional of %s is maintained at %s', (notional, mmr) => {
    expect(tierFor(notional, TIERS).mmr).toBe(mmr);
  });

  it('has no jump in maintenance margin at a tier bound', () => {
    for (const bound of ['50000', '250000']) {
      const below = maintenanceMargin(bound, TIERS);
      const above = maintenanceMargin(new Big(bound).plus('0.000001'), TIERS);
      expect(above.minus(below).abs().lt('0.0001')).toBe(true);
    }
  });

  it('liquidates a larger position sooner: its tier keeps more margin', () => {
    // 10 BTC at 60,000 (600,000 notional) at 20x: tier 3 (1 %, cum 1,300).
    const big = liquidationPrice({
      side: 'long',
      qty: '10',
      entry: '60000',
      walletBalance: '30000',
      tiers: TIERS,
    })!;
    // By hand: (30000 + 1300 − 600000) / (10 × 0.01 − 10) = 568700 / 9.9 = 57444.44…
    expect(at2(big)).toBe('57444.44');
    const flat = liquidationPrice({ side: 'long', qty: '10', entry: '60000', walletBalance: '30000' })!;
    expect(big.gt(flat)).toBe(true);
  });
});

describe('take-profit, stop-loss and limit fills', () => {
  it.each([
    ['long', '61000', '59000', null],
    ['long', '59000', undefined, 'errors.contract_tp_above'],
    ['long', undefined, '60000', 'errors.contract_sl_below'],
    ['short', '59000', '61000', null],
    ['short', '61000', undefined, 'errors.contract_tp_below'],
    ['short', undefined, '59000', 'errors.contract_sl_above'],
  ] as const)('a %s at 60,000 with TP %s and SL %s: %s', (side, tp, sl, problem) => {
    expect(tpSlProblem(side, '60000', tp, sl)).toBe(problem);
  });

  it.each([
    // side, mark, liquidation, tp, sl → what fires (liquidation first)
    ['long', '61000', '57228.92', '61000', '59000', 'tp'],
    ['long', '59000', '57228.92', '61000', '59000', 'sl'],
    ['long', '57000', '57228.92', '61000', '59000', 'liquidation'],
    ['long', '60000', '57228.92', '61000', '59000', null],
    ['short', '59000', '65737.05', '59000', '61000', 'tp'],
    ['short', '61500', '65737.05', '59000', '61000', 'sl'],
    ['short', '66000', '65737.05', null, null, 'liquidation'],
  ] as const)('a %s at mark %s: %s', (side, mark, lp, tp, sl, fired) => {
    expect(triggerAt(side, mark, { liquidation: new Big(lp), tp, sl })).toBe(fired);
  });

  it('fills a limit long at or below its price, a short at or above', () => {
    expect(limitCrossedPerp('long', '60000', '59999')).toBe(true);
    expect(limitCrossedPerp('long', '60000', '60001')).toBe(false);
    expect(limitCrossedPerp('short', '60000', '60000')).toBe(true);
    expect(limitCrossedPerp('short', '60000', '59999')).toBe(false);
  });

  describe('triggerBand: a mark acts exactly when it reaches the band', () => {
    const byValue = (a: Big, b: Big) => a.cmp(b);
    const inBand = (band: { below: Big | null; above: Big | null }, mark: string) =>
      (band.below !== null && new Big(mark).lte(band.below)) ||
      (band.above !== null && new Big(mark).gte(band.above));
    const levels = ['55000', '57228.92', '59000', '61000', '65737.05', null, undefined] as const;
    // Marks every 100 from 54,000 to 67,000, and on and a cent either side of every level.
    const marks = [
      ...Array.from({ length: 131 }, (_, i) => String(54_000 + i * 100)),
      ...levels.flatMap((l) =>
        l ? [l, new Big(l).minus('0.01').toFixed(), new Big(l).plus('0.01').toFixed()] : [],
      ),
    ];

    it.each(['long', 'short'] as const)('a holding %s, for every mix of levels', (side) => {
      const wrong: string[] = [];
      for (const liquidation of levels)
        for (const tp of levels)
          for (const sl of levels) {
            const lp = liquidation ? new Big(liquidation) : null;
            const level = (l: string | null | undefined) => (l ? new Big(l) : null);
            const band = triggerBand(
              side,
              { pending: false, liquidation: lp, tp: level(tp), sl: level(sl) },
              byValue,
            );
            for (const mark of marks)
              if (inBand(band, mark) !== (triggerAt(side, mark, { liquidation: lp, tp, sl }) !== null))
                wrong.push(`${mark} with liquidation ${liquidation}, tp ${tp}, sl ${sl}`);
          }
      expect(wrong).toEqual([]);
    });

    it.each(['long', 'short'] as const)('a pending %s limit order', (side) => {
      const band = triggerBand(side, { pending: true, limit: new Big('60000') }, byValue);
      expect(marks.filter((mark) => inBand(band, mark) !== limitCrossedPerp(side, '60000', mark))).toEqual(
        [],
      );
    });
  });
});
