import type { Db } from '../../db/client';
import { pairsWithCoins } from './repo';

/** A spot pair with its coins' names, as orders need it. */
export type SpotPair = {
  id: number;
  symbol: string;
  feedSymbol: string;
  baseCoinId: number;
  quoteCoinId: number;
  base: string;
  quote: string;
  priceDecimals: number;
  qtyDecimals: number;
  minQty: string;
  feeRate: string;
  enabled: boolean;
};

export type PairCatalog = {
  bySymbol(symbol: string): Promise<SpotPair | undefined>;
  byId(id: number): Promise<SpotPair | undefined>;
};

/** Pairs change only by operator edits; a minute's delay before a new fee rate applies is fine. */
const RELOAD_MS = 60_000;
const MISS_RELOAD_MS = 3_000;

/**
 * Every order reads its pair, so the few pair rows are kept in memory and read again at most once
 * a minute. An order copies the fee rate it was placed with, so a later change never alters a
 * resting order.
 */
export function createPairCatalog(db: Db, now: () => number = Date.now): PairCatalog {
  type Loaded = { at: number; bySymbol: Map<string, SpotPair>; byId: Map<number, SpotPair> };
  let loaded: Loaded | null = null;
  let loading: Promise<Loaded> | null = null;

  async function load(): Promise<Loaded> {
    const list = await pairsWithCoins(db);
    return {
      at: now(),
      bySymbol: new Map(list.map((p) => [p.symbol, p])),
      byId: new Map(list.map((p) => [p.id, p])),
    };
  }

  async function current(maxAge = RELOAD_MS): Promise<Loaded> {
    if (loaded && now() - loaded.at < maxAge) return loaded;
    // One reload at a time, however many requests arrive while it runs.
    loading ??= load().finally(() => {
      loading = null;
    });
    loaded = await loading;
    return loaded;
  }

  /** A pair not known yet may have just been listed (a new coin's launch): read again, at most every few seconds. */
  async function find<K>(key: K, pick: (l: Loaded) => Map<K, SpotPair>) {
    return pick(await current()).get(key) ?? pick(await current(MISS_RELOAD_MS)).get(key);
  }

  return {
    bySymbol: (symbol) => find(symbol, (l) => l.bySymbol),
    byId: (id) => find(id, (l) => l.byId),
  };
}
