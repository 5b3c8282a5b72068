import { Big } from '../../../../core/money';

/**
 * Massive (formerly Polygon.io) stocks WebSocket frames: every frame is a JSON array of events,
 * each naming its kind in `ev`. Only what the feed uses is read; anything else is ignored.
 * https://massive.com/docs/websocket/stocks/trades
 */
export type MassiveEvent =
  | { ev: 'status'; status: string; message: string }
  | { ev: 'T'; sym: string; price: string; size: string; ts: number; conditions: number[] };

/**
 * Trade conditions that never set a price (Massive's /v3/reference/conditions marks them as not
 * updating high/low and open/close): 12 Form T (outside regular hours), 21 price variation,
 * 22 prior reference price, 37 odd lot, 52 contingent, 53 qualified contingent. Their shares
 * still count in the volume.
 */
const NO_PRICE_CONDITIONS = new Set([12, 21, 22, 37, 52, 53]);

export const setsPrice = (conditions: readonly number[]) =>
  !conditions.some((c) => NO_PRICE_CONDITIONS.has(c));

/** A JSON number (or numeric text) as a plain decimal string; null when it is not one. */
export function decimalText(value: unknown): string | null {
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  try {
    return new Big(String(value)).toFixed();
  } catch {
    return null;
  }
}

/** The events of one frame that the feed understands; malformed entries are skipped. */
export function parseFrame(text: string): MassiveEvent[] {
  let frame: unknown;
  try {
    frame = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(frame)) return [];
  const events: MassiveEvent[] = [];
  for (const raw of frame as Record<string, unknown>[]) {
    if (!raw || typeof raw !== 'object') continue;
    if (raw.ev === 'status') {
      events.push({ ev: 'status', status: String(raw.status ?? ''), message: String(raw.message ?? '') });
    } else if (raw.ev === 'T') {
      const price = decimalText(raw.p);
      const size = decimalText(raw.s ?? 0);
      if (typeof raw.sym !== 'string' || !price || !size || typeof raw.t !== 'number') continue;
      const conditions = Array.isArray(raw.c) ? raw.c.filter((c): c is number => typeof c === 'number') : [];
      events.push({ ev: 'T', sym: raw.sym, price, size, ts: raw.t, conditions });
    }
  }
  return events;
}
