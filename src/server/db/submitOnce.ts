import { UNIQUE_VIOLATION, pgErrorCode } from './errors';

/**
 * A submit that carries a request id does its work at most once: a retry gets the first answer,
 * never a second order, transfer or withdrawal (docs/decisions.md, "Money"). Every such table has
 * a unique (user, request id) index; this is the one place that reads it back.
 *
 * 1. A request id already stored answers with its row, before any check (the first one passed them,
 *    and a retry must not fail where the first succeeded, e.g. on a price gone stale since).
 * 2. Otherwise `create` checks and writes in its own transaction, and answers.
 * 3. A twin sent at the same moment that commits first makes `create` fail on the unique index
 *    (or answer null, where it inserts with `on conflict do nothing`): the twin's row is the answer.
 *
 * `lookFirst: false` skips step 1 for a `create` whose first write is that guarded insert (with
 * `on conflict do nothing`, answering null) and which writes nothing before it: a retry then finds
 * its first row through the insert, and any refusal looks for the first row before it is given,
 * so a retry still never fails where the first succeeded. A first submit saves a round trip.
 */
export async function submitOnce<Row, Answer>(submit: {
  requestId: string | null | undefined;
  find: (requestId: string) => Promise<Row | null | undefined>;
  present: (row: Row) => Answer | Promise<Answer>;
  create: () => Promise<Answer | null>;
  lookFirst?: boolean;
}): Promise<Answer> {
  const { requestId, find, present, create, lookFirst = true } = submit;
  if (requestId && lookFirst) {
    const earlier = await find(requestId);
    if (earlier) return present(earlier);
  }
  let created: Answer | null;
  try {
    created = await create();
  } catch (err) {
    if (requestId && (!lookFirst || pgErrorCode(err) === UNIQUE_VIOLATION)) {
      const first = await find(requestId);
      if (first) return present(first);
    }
    throw err;
  }
  if (created !== null) return created;
  const first = requestId ? await find(requestId) : undefined;
  if (!first) throw new Error(`request ${requestId ?? '(none)'} lost a race but its first row is not found`);
  return present(first);
}
