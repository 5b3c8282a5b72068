import * as calls from '../../../core/calls/codes';
import { toE164 } from '../../../core/schemas/fields';
import type { CodeScene } from '../../../core/schemas/user';
import type { Db } from '../../db/client';
import { route, type Route } from '../../http/calls';
import { AppError } from '../../lib/errors';
import { findByEmail, findByPhone } from '../users';
import type { CodeService } from './service';

/**
 * Sending a code checks the address fits the scene first: a registration code only for a free
 * address, a recovery code only for a registered one, so nobody is mailed a code they cannot use.
 */
function assertSceneFits(scene: CodeScene, registered: boolean): void {
  // Codes that guard money go only to the signed-in user's own contact, through sms_other_mail.
  if (scene === 'withdraw' || scene === 'bind_address') throw new AppError('errors.scene_invalid');
  if (scene === 'register' && registered) throw new AppError('errors.already_registered');
  if (scene === 'forget' && !registered) throw new AppError('errors.account_not_found');
}

export function codeRoutes({ db, codes }: { db: Db; codes: CodeService }): Route[] {
  return [
    route(calls.sendMail, async ({ email, scene }, { request }) => {
      assertSceneFits(scene, Boolean(await findByEmail(db, email)));
      await codes.send({ channel: 'email', target: email, scene, lang: request.lang, ip: request.ip });
      return null;
    }),

    route(calls.sendSms, async ({ phone, area_code, scene }, { request }) => {
      const e164 = toE164(area_code, phone);
      if (!e164) throw new AppError('errors.phone_invalid');
      assertSceneFits(scene, Boolean(await findByPhone(db, e164)));
      await codes.send({ channel: 'sms', target: e164, scene, lang: request.lang, ip: request.ip });
      return null;
    }),
  ];
}
