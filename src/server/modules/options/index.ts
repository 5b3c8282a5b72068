import type { ServerModule } from '../module';
import { optionsRoutes } from './routes';
import { createOptionsService, type OptionsService } from './service';
import { seedOptionProducts } from './seed';
import { settingsOf } from '../../config';
import { optionsSettings } from './settings';
import { optionSettlementJob } from './settlement';

declare module '../module' {
  interface Services {
    options: OptionsService;
  }
}

/** Delivery options: up, down or flat over a period, settled on the engine from recorded ticks. */
export const optionsModule: ServerModule = {
  name: 'options',
  settings: optionsSettings,
  seed: seedOptionProducts,
  platformBooks: ['platform:options', 'platform:demo', 'platform:fee'],
  ledgerReasons: [
    /** The stake frozen while an option is open. */
    { code: 'option_open', kind: 'hold' },
    /** Settlements: a win pays stake + winnings − fee, a loss keeps the stake, a refund returns it. */
    { code: 'option_win', kind: 'profit' },
    { code: 'option_loss', kind: 'profit' },
    { code: 'option_refund', kind: 'profit' },
    /** Demo money, from the demo book: never real, never transferable. */
    { code: 'option_demo_topup', kind: 'capital' },
  ],
  setup({ db, clock, config, markets, log, events }) {
    const { OPTIONS_ENABLED: enabled } = settingsOf(optionsSettings, config.env);
    const options = createOptionsService({ db, clock, market: markets.spot, enabled });
    // Where options are offered, a new account finds its demo balance already there.
    if (enabled) events.hear('user.created', (tx, { userId }) => options.fundNewDemo(tx, userId));
    const settlement = optionSettlementJob(db, options, (err, optionId) =>
      log.error({ err, optionId }, 'settling an option failed'),
    );
    // Switched off or not, options already open are settled.
    return { services: { options }, routes: optionsRoutes({ options }), jobs: [settlement] };
  },
};
