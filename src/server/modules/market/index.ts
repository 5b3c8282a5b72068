import type { ServerModule } from '../module';
import { marketRoutes } from './routes';

/** Spot pairs' quotations, K-lines and latest trades, read from the recorded market. */
export const marketModule: ServerModule = {
  name: 'market',
  setup: ({ markets }) => ({ routes: marketRoutes({ market: markets.spot, pairs: markets.pairs }) }),
};
