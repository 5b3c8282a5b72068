import type { ServerModule } from '../module';
import { contractEngineJob } from './engine';
import { contractRoutes } from './routes';
import { createContractService, type ContractService } from './service';
import { seedContractPairs } from './seed';

declare module '../../events/events' {
  interface AppEvents {
    /** The engine acted on a position: a limit order filled, take-profit, stop-loss, liquidation. */
    'contract.triggered': {
      userId: number;
      positionId: number;
      what: 'filled' | 'tp' | 'sl' | 'liquidation';
      symbol: string;
      price: string;
    };
  }
}

declare module '../module' {
  interface Services {
    contract: ContractService;
  }
}

/** How often the engine reads newly recorded ticks: the market writes them every 250 ms. */
const ENGINE_EVERY_MS = 250;

/** Perpetual contracts: positions in lots, filled, triggered and liquidated on recorded ticks. */
export const contractModule: ServerModule = {
  name: 'contract',
  seed: seedContractPairs,
  platformBooks: ['platform:contract', 'platform:fee', 'platform:insurance'],
  ledgerReasons: [
    /** A market order opened: margin frozen, open fee paid. */
    { code: 'perp_open', kind: 'profit' },
    /** A limit order's margin and fee set aside, and released on cancel. */
    { code: 'perp_reserve', kind: 'hold' },
    { code: 'perp_release', kind: 'hold' },
    /** A limit order filled: its frozen fee paid. */
    { code: 'perp_fill', kind: 'profit' },
    { code: 'perp_add_margin', kind: 'hold' },
    /** A close (by hand, take-profit or stop-loss): margin back with the PnL, less the fee. */
    { code: 'perp_close', kind: 'profit' },
    /** A liquidation: the margin's rest goes to the insurance fund. */
    { code: 'perp_liquidation', kind: 'profit' },
  ],
  setup({ db, clock, markets }) {
    const contract = createContractService({ db, clock, market: markets.spot });
    return {
      services: { contract },
      routes: contractRoutes({ contract }),
      // Cross positions' unrealised losses stay in the contract account (USDT-margined).
      reserves: { contract: (userId) => contract.crossLosses(userId) },
      jobs: [contractEngineJob({ db, contract, everyMs: ENGINE_EVERY_MS })],
    };
  },
};
