import type { ServerModule } from '../module';
import { limitFillsJob } from './limitFills';
import { spotRoutes } from './routes';
import { createSpotService, type SpotService } from './service';

declare module '../module' {
  interface Services {
    spot: SpotService;
  }
}

/** Spot orders: market and limit, filled from recorded ticks against the platform's book. */
export const spotModule: ServerModule = {
  name: 'spot',
  platformBooks: ['platform:spot', 'platform:fee'],
  ledgerReasons: [
    /** A limit order's funds set aside, released on cancel or used by its fill. */
    { code: 'spot_freeze', kind: 'hold' },
    { code: 'spot_release', kind: 'hold' },
    /** A spot fill: both coins against the platform's book, and the fee. */
    { code: 'spot_trade', kind: 'profit' },
  ],
  setup({ db, clock, bus, markets }) {
    const spot = createSpotService({ db, clock, market: markets.spot, bus });
    return { services: { spot }, routes: spotRoutes({ spot }), jobs: [limitFillsJob({ db, spot })] };
  },
};
