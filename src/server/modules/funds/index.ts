import type { ServerModule } from '../module';
import { marketPrices } from './prices';
import { fundsRoutes } from './routes';
import { createFundsService, type FundsService } from './service';

declare module '../module' {
  interface Services {
    funds: FundsService;
  }
}

/** Balances per account, transfers between a user's own accounts, the account-change records. */
export const fundsModule: ServerModule = {
  name: 'funds',
  ledgerReasons: [{ code: 'transfer', kind: 'capital' }],
  setup({ db, clock, markets, reserved, locked }) {
    const funds = createFundsService({
      db,
      clock,
      prices: marketPrices(markets.spot),
      reserved,
      locked,
    });
    return { services: { funds }, routes: fundsRoutes({ funds }) };
  },
};
