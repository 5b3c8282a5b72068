import { Big } from '../../../core/money';
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
  after: ['contract'],
  ledgerReasons: [{ code: 'transfer', kind: 'capital' }],
  setup({ db, clock, markets, use }) {
    const contract = use('contract');
    const funds = createFundsService({
      db,
      clock,
      prices: marketPrices(markets.spot),
      // Cross positions' unrealized losses stay in the contract account.
      reserve: async (userId, account) =>
        account === 'contract' ? contract.crossLosses(userId) : new Big(0),
    });
    return { services: { funds }, routes: fundsRoutes({ funds }) };
  },
};
