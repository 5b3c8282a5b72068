// Written by tests/tools/features.ts (npm run gen) from the folders: do not edit.
import type { ServerModule } from './module';
import { c2cModule } from './c2c';
import { codesModule } from './codes';
import { configModule } from './config';
import { contractModule } from './contract';
import { depositsModule } from './deposits';
import { financeModule } from './finance';
import { fundsModule } from './funds';
import { helpModule } from './help';
import { identityModule } from './identity';
import { ieoModule } from './ieo';
import { marketModule } from './market';
import { newcoinsModule } from './newcoins';
import { noticesModule } from './notices';
import { operatorsModule } from './operators';
import { optionsModule } from './options';
import { referralModule } from './referral';
import { reservesModule } from './reserves';
import { sessionsModule } from './sessions';
import { spotModule } from './spot';
import { stocksModule } from './stocks';
import { supportModule } from './support';
import { uploadsModule } from './uploads';
import { usersModule } from './users';
import { walletsModule } from './wallets';
import { withdrawalsModule } from './withdrawals';

/** Every feature folder of the server, by name: `index.ts` sets them up in dependency order. */
export const FEATURE_MODULES: readonly ServerModule[] = [
  c2cModule,
  codesModule,
  configModule,
  contractModule,
  depositsModule,
  financeModule,
  fundsModule,
  helpModule,
  identityModule,
  ieoModule,
  marketModule,
  newcoinsModule,
  noticesModule,
  operatorsModule,
  optionsModule,
  referralModule,
  reservesModule,
  sessionsModule,
  spotModule,
  stocksModule,
  supportModule,
  uploadsModule,
  usersModule,
  walletsModule,
  withdrawalsModule,
];
