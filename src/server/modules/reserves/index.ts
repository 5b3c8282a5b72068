import { createChainReaders } from '../../chain';
import { settingsOf } from '../../config';
import type { EngineJob } from '../../engine/types';
import type { ServerModule } from '../module';
import { reservesCommands } from './ops';
import { loadPublicationKey, type PublicationKey } from './publicationKey';
import { reservesRoutes } from './routes';
import { createReservesService, type ReservesService } from './service';
import { reservesSettings } from './settings';

declare module '../module' {
  interface Services {
    reserves: ReservesService;
  }
}

/** How often the engine looks whether today's snapshot is taken: soon after 00:00 UTC, once. */
const DAILY_CHECK_EVERY_MS = 60_000;

/**
 * Proof of reserves: a daily snapshot of what every user is owed as a Merkle sum tree, the
 * reserves read on chain at proven addresses, signed publications chained one to the next, and
 * each user's own proof.
 */
export const reservesModule: ServerModule = {
  name: 'reserves',
  settings: reservesSettings,
  opsCommands: reservesCommands,
  setup({ db, clock, config, log }) {
    const settings = settingsOf(reservesSettings, config.env);
    let key: Promise<PublicationKey> | undefined;
    const reserves = createReservesService({
      db,
      clock,
      config,
      readers: createChainReaders(config),
      key: () => (key ??= loadPublicationKey(db, settings.POR_SIGNING_KEY)),
    });
    // The day's slot is unique: two engines, or a pass after a restart, take it once.
    const daily: EngineJob = {
      name: 'reserves-daily-snapshot',
      on: 'interval',
      everyMs: DAILY_CHECK_EVERY_MS,
      async run({ now }) {
        try {
          const taken = await reserves.takeSnapshot(now.toISOString().slice(0, 10));
          if (taken) log.info({ snapshotId: taken.id }, 'proof-of-reserves snapshot published');
        } catch (err) {
          log.error({ err }, 'taking the proof-of-reserves snapshot failed');
        }
      },
    };
    return {
      services: { reserves },
      routes: reservesRoutes({ reserves }),
      jobs: settings.POR_DAILY_SNAPSHOT ? [daily] : [],
    };
  },
};
