import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { OptionOrder } from '../../../core/schemas/options';
import { usePrivateEvents } from '../../app/realtime/usePrivateEvents';
import { refreshBalances, refreshOnOptionEvent, useOptionOrders } from './queries';
import { newlySettled } from './settledWatch';

type Watch = { watched: ReadonlySet<number>; announced: ReadonlySet<number> };

/**
 * The open orders, read again when the private channel tells of a purchase or a settlement (every
 * ~2 s while there are any and the socket is down), and the results to announce: an order
 * seen open (or just placed) that turns up in the settled list is shown once in the result popup.
 * Worked out while rendering, not in effects: each list read settles the watch in one pass.
 */
export function useSettlementWatch(offered: boolean) {
  const queryClient = useQueryClient();
  const [watch, setWatch] = useState<Watch>({ watched: new Set(), announced: new Set() });
  const [results, setResults] = useState<OptionOrder[]>([]);
  usePrivateEvents((event) => refreshOnOptionEvent(queryClient, event));
  // Poll only while something is open or still watched (the last one settles between two reads).
  const poll = watch.watched.size > 0;
  const open = useOptionOrders({ status: 'open' }, { poll, offered });
  const settled = useOptionOrders({ status: 'settled' }, { poll, offered });
  const openOrders = open.data?.pages.flatMap((p) => p.list) ?? [];

  // An open list read just before a settlement may still hold an announced order: never again.
  const unseen = openOrders.filter((o) => !watch.watched.has(o.id) && !watch.announced.has(o.id));
  const done = newlySettled(watch.watched, settled.data?.pages.flatMap((p) => p.list) ?? []);
  if (unseen.length > 0 || done.length > 0) {
    const watched = new Set(watch.watched);
    const announced = new Set(watch.announced);
    for (const o of unseen) watched.add(o.id);
    for (const o of done) {
      watched.delete(o.id);
      announced.add(o.id);
    }
    setWatch({ watched, announced });
    if (done.length > 0) setResults((shown) => [...shown, ...done]);
  }

  // A payout (or a forfeited stake) has moved the balances: read them again once per result.
  const announcedCount = watch.announced.size;
  useEffect(() => {
    if (announcedCount > 0) refreshBalances(queryClient);
  }, [announcedCount, queryClient]);

  return {
    open,
    openOrders,
    /** The first result still to show; `dismiss` moves on to the next one. */
    result: results[0] ?? null,
    dismiss: () => setResults((shown) => shown.slice(1)),
    /** A just-placed order is watched at once, before the open list is read again. */
    watchOrder: (id: number) =>
      setWatch((w) => (w.watched.has(id) ? w : { ...w, watched: new Set(w.watched).add(id) })),
  };
}
