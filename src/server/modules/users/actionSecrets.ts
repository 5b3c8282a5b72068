import type { OtherCodeScene } from '../../../core/schemas/withdrawals';
import { codeField } from '../../../core/schemas/fields';
import type { Db } from '../../db/client';
import type { users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Clock } from '../../lib/clock';
import type { CodeService } from '../codes';
import { contactOf } from './contact';
import { verifyFundPassword } from './fundPassword';

/**
 * The fund password (under its one 5-try lock), then the code sent to the user's own contact
 * (when they have one). Every action that moves or redirects money goes through here: address,
 * bank card, withdrawal, and changing the fund password itself. Returns the code's id, to be
 * consumed in the caller's transaction, or null without a contact.
 */
export async function verifyActionSecrets(
  deps: { db: Db; clock: Clock; codes: CodeService },
  user: typeof users.$inferSelect,
  input: { pay_password: string; code?: string | undefined },
  scene: OtherCodeScene,
): Promise<number | null> {
  await verifyFundPassword(deps.db, deps.clock, user, input.pay_password);
  const contact = contactOf(user);
  if (!contact) return null;
  const code = codeField.safeParse(input.code ?? '');
  if (!code.success) throw new AppError(code.error.issues[0]?.message ?? 'errors.code_required');
  return deps.codes.verify({ target: contact.target, scene, code: code.data });
}
