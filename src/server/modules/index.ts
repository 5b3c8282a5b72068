import { codesModule } from './codes';
import { configModule } from './config';
import { depositsModule } from './deposits';
import { fundsModule } from './funds';
import { identityModule } from './identity';
import { marketModule } from './market';
import { noticesModule } from './notices';
import type { ServerModule } from './module';
import { operatorsModule } from './operators';
import { optionsModule } from './options';
import { perpetualModule } from './perpetual';
import { sessionsModule } from './sessions';
import { spotModule } from './spot';
import { stocksModule } from './stocks';
import { uploadsModule } from './uploads';
import { usersModule } from './users';
import { walletsModule } from './wallets';
import { withdrawalsModule } from './withdrawals';

/**
 * Every feature of the server, set up in this order: a feature may use the services of those
 * above it. A new feature adds one line here (see docs/adding-a-feature.md).
 */
export const SERVER_MODULES: readonly ServerModule[] = [
  sessionsModule,
  codesModule,
  usersModule,
  configModule,
  walletsModule,
  uploadsModule,
  identityModule,
  marketModule,
  stocksModule,
  spotModule,
  optionsModule,
  perpetualModule,
  fundsModule,
  depositsModule,
  withdrawalsModule,
  operatorsModule,
  noticesModule,
];
