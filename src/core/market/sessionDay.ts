import { Big } from '../money';
import type { Candle, FeedSource, Ticker } from './types';
import { usSessionAt, usSessionBefore, type UsSession } from './usMarketHours';

type SessionFigures = { high: Big | null; low: Big | null; volume: Big; turnover: Big };

/**
 * A US stock's day as stock apps show it, in place of a rolling 24 hours: the change is measured
 * from the previous regular session's close, and high, low, volume and turnover are the latest
 * session's (today's once the market has opened, else the last trading day's). So on a Saturday
 * a stock shows Friday's move, not the flat 24 hours since.
 *
 * Keeps the closed minutes since the previous session opened (a long weekend is a few thousand);
 * the figures are summed again only when a minute is added or the session changes.
 */
export class SessionDay {
  private minutes: Candle[] = [];
  private cached: { key: string; previousClose: Big | null; figures: SessionFigures } | null = null;

  /** The earliest minute this window needs, for loading its state at start. */
  static historyFrom(now: number): number {
    return usSessionBefore(usSessionAt(now)).opensAt;
  }

  /** Adds a closed minute (in time order) and drops the minutes before the previous session. */
  addClosed(minute: Candle, now: number): void {
    this.minutes.push(minute);
    const from = SessionDay.historyFrom(now);
    let drop = 0;
    while (drop < this.minutes.length && this.minutes[drop]!.t < from) drop += 1;
    if (drop > 0) this.minutes = this.minutes.slice(drop);
    this.cached = null;
  }

  private closedFigures(session: UsSession, previous: UsSession) {
    const key = `${session.opensAt}|${this.minutes.length}`;
    if (this.cached?.key === key) return this.cached;
    let previousClose: Big | null = null;
    const figures: SessionFigures = { high: null, low: null, volume: new Big(0), turnover: new Big(0) };
    for (const m of this.minutes) {
      if (m.t < previous.closesAt) previousClose = new Big(m.c);
      if (m.t >= session.opensAt && m.t < session.closesAt) addMinute(figures, m);
    }
    this.cached = { key, previousClose, figures };
    return this.cached;
  }

  /** The ticker at `ts`, with the running minute (not yet closed) and the latest price. */
  ticker(symbol: string, running: Candle | null, last: string, ts: number, source: FeedSource): Ticker {
    const session = usSessionAt(ts);
    const previous = usSessionBefore(session);
    const closed = this.closedFigures(session, previous);
    const figures = { ...closed.figures };
    if (running && running.t >= session.opensAt && running.t < session.closesAt) addMinute(figures, running);
    const lastPrice = new Big(last);
    // No minute of the previous session at hand (a new listing, a long outage): no change shown.
    const reference = closed.previousClose ?? lastPrice;
    const change = lastPrice.minus(reference);
    return {
      symbol,
      last,
      open24h: reference.toFixed(),
      high24h: (figures.high ?? lastPrice).toFixed(),
      low24h: (figures.low ?? lastPrice).toFixed(),
      volume24h: figures.volume.round(8, Big.roundDown).toFixed(),
      turnover24h: figures.turnover.round(2, Big.roundDown).toFixed(),
      change: change.toFixed(),
      changePct: reference.gt(0)
        ? change.div(reference).times(100).round(2, Big.roundHalfEven).toFixed(2)
        : '0.00',
      ts,
      source,
    };
  }
}

function addMinute(figures: SessionFigures, m: Candle): void {
  if (!figures.high || figures.high.lt(m.h)) figures.high = new Big(m.h);
  if (!figures.low || figures.low.gt(m.l)) figures.low = new Big(m.l);
  figures.volume = figures.volume.plus(m.v);
  figures.turnover = figures.turnover.plus(new Big(m.v).times(m.c));
}
