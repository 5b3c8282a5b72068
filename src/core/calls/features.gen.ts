// Written by tests/tools/features.ts (npm run gen) from the folders: do not edit.
import * as c2cCalls from './c2c';
import * as codesCalls from './codes';
import * as configCalls from './config';
import * as contractCalls from './contract';
import * as depositCalls from './deposit';
import * as financeCalls from './finance';
import * as fundsCalls from './funds';
import * as helpCalls from './help';
import * as identityCalls from './identity';
import * as ieoCalls from './ieo';
import * as marketCalls from './market';
import * as newcoinsCalls from './newcoins';
import * as noticesCalls from './notices';
import * as optionsCalls from './options';
import * as referralCalls from './referral';
import * as reservesCalls from './reserves';
import * as spotCalls from './spot';
import * as stocksCalls from './stocks';
import * as supportCalls from './support';
import * as uploadsCalls from './uploads';
import * as userCalls from './user';
import * as walletCalls from './wallet';
import * as withdrawCalls from './withdraw';

/** Every file of calls, each with its `calls`, `tag` and `tagDescription`. */
export const CALL_FILES = [
  c2cCalls,
  codesCalls,
  configCalls,
  contractCalls,
  depositCalls,
  financeCalls,
  fundsCalls,
  helpCalls,
  identityCalls,
  ieoCalls,
  marketCalls,
  newcoinsCalls,
  noticesCalls,
  optionsCalls,
  referralCalls,
  reservesCalls,
  spotCalls,
  stocksCalls,
  supportCalls,
  uploadsCalls,
  userCalls,
  walletCalls,
  withdrawCalls,
] as const;
