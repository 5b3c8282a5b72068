import type { FastifyRequest } from 'fastify';
import * as marketCalls from '../../core/calls/market';
import * as newcoinsCalls from '../../core/calls/newcoins';
import * as optionsCalls from '../../core/calls/options';
import type { FirstData } from '../../core/firstData';
import type { Clock } from '../lib/clock';
import type { Route } from './calls';

type Answers = Omit<FirstData, 'drawnAt'>;

/**
 * Which call's answer a page carries, and on which pages: every page the market list (home's, and
 * the pair pickers'), the options screen its periods too (its price and buttons wait for them),
 * the finance tab the new-coin sales on offer (a line among its entries, which moved them down
 * when it arrived).
 * The answers are the calls' own, read as a visitor: the app starts from them instead of asking.
 */
const FIRST_READS: readonly { key: keyof Answers; callId: string; on(path: string): boolean }[] = [
  { key: 'quotation', callId: marketCalls.quotations.id, on: () => true },
  {
    key: 'optionProducts',
    callId: optionsCalls.optionSeconds.id,
    on: (path) => path === '/pages/option/index',
  },
  {
    key: 'newcoinSales',
    callId: newcoinsCalls.newcoinRecommend.id,
    on: (path) => path === '/pages/finance/index',
  },
];

/** Reads the answers a page's screen starts from, with the calls' own handlers. */
export function pageFirstData(routes: readonly Route[], clock: Clock) {
  const reads = FIRST_READS.map((read) => ({
    ...read,
    route: routes.find((r) => r.call.id === read.callId),
  }));
  return async (request: FastifyRequest): Promise<FirstData> => {
    const path = new URL(request.url, 'http://page').pathname;
    const data: FirstData = { drawnAt: clock().getTime() };
    for (const { key, route, on } of reads) {
      if (!route || !on(path)) continue;
      // A product the operator switched off answers with an error: the screen asks for itself and
      // shows the server's message, as it would without the page's answer.
      data[key] = await Promise.resolve(route.handler({}, { session: null, request })).catch(() => undefined);
    }
    return data;
  };
}
