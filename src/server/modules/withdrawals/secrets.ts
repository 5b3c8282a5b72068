import { codeField } from '../../../core/schemas/fields';
import type { Db } from '../../db/client';
import type { users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Clock } from '../../lib/clock';
import type { CodeService } from '../codes';
import { verifyFundPassword } from '../users';
import { contactOf } from './contact';

/**
 * The fund password, then the code sent to the user's own contact (when they have one).
 * Returns the code's id, to be consumed in the caller's transaction, or null without a contact.
 */
export async function verifyActionSecrets(
  deps: { db: Db; clock: Clock; codes: CodeService },
  user: typeof users.$inferSelect,
  input: { pay_password: string; code?: string | undefined },
  scene: 'bind_address' | 'withdraw',
): Promise<number | null> {
  await verifyFundPassword(deps.db, deps.clock, user, input.pay_password);
  const contact = contactOf(user);
  if (!contact) return null;
  const code = codeField.safeParse(input.code ?? '');
  if (!code.success) throw new AppError(code.error.issues[0]?.message ?? 'errors.code_required');
  return deps.codes.verify({ target: contact.target, scene, code: code.data });
}
