import { settingsOf } from '../../config';
import type { ServerModule } from '../module';
import { supportCommands } from './ops';
import { supportImageRoute, supportRoutes } from './routes';
import { createSupportService, type SupportService } from './service';
import { supportSettings } from './settings';

declare module '../module' {
  interface Services {
    support: SupportService;
  }
}

/** The live chat with support: users write in the app, operators answer through `npm run ops`. */
export const supportModule: ServerModule = {
  name: 'support',
  after: ['uploads'],
  settings: supportSettings,
  opsCommands: supportCommands,
  setup({ db, clock, config, use }) {
    const settings = settingsOf(supportSettings, config.env);
    const support = createSupportService({ db, clock, settings, uploads: use('uploads') });
    return {
      services: { support },
      routes: supportRoutes({ support }),
      plugins: [async (api) => supportImageRoute(api, { support })],
    };
  },
};
