import type { ServerModule } from '../module';
import { configRoutes } from './routes';

/** What the app asks before anything else: languages, sign-in methods, support links, area codes. */
export const configModule: ServerModule = {
  name: 'config',
  after: ['users'],
  setup: ({ config, use }) => ({ routes: configRoutes({ config, account: use('account') }) }),
};
