import type { Db } from './client';

/*
 * Work that must follow a transaction's commit, and never its rollback: telling a user's sockets
 * what just happened. A frame sent before the commit could describe a settlement that then rolls
 * back; one sent after it is true.
 *
 * `trackCommits` wraps a database's `transaction` once, where it is opened: every transaction (and
 * every savepoint inside one) gets a queue, run in order once the outermost transaction commits.
 * A savepoint that rolls back drops what was queued inside it.
 */

type Queue = (() => void)[];
type Transactional = { transaction: Db['transaction'] };

const queues = new WeakMap<object, Queue>();
/** Each transaction's database, so that what is bound to a database is found from inside it. */
const roots = new WeakMap<object, Db>();

/** Runs `work` once the transaction `tx` has committed; outside a transaction, at once. */
export function afterCommit(tx: Db, work: () => void): void {
  const queue = queues.get(tx);
  if (queue) queue.push(work);
  else runQuietly(work);
}

/** The database a transaction belongs to (the database itself outside one). */
export function databaseOf(tx: Db): Db {
  return roots.get(tx) ?? tx;
}

export function trackCommits(db: Db): Db {
  wrap(db, db, null);
  return db;
}

function wrap(target: Transactional, root: Db, parent: Queue | null): void {
  const original = target.transaction.bind(target);
  target.transaction = (async (work: (tx: Db) => Promise<unknown>, config?: unknown) => {
    const queue: Queue = [];
    const result = await (original as (w: typeof work, c?: unknown) => Promise<unknown>)(async (tx: Db) => {
      queues.set(tx, queue);
      roots.set(tx, root);
      wrap(tx, root, queue);
      return work(tx);
    }, config);
    // Reached only when the work succeeded: a savepoint hands its queue to its transaction, the
    // outermost transaction has committed and runs it.
    if (parent) parent.push(...queue);
    else queue.forEach(runQuietly);
    return result;
  }) as Db['transaction'];
}

/** What runs after a commit cannot undo it: a failure there is not the caller's. */
function runQuietly(work: () => void): void {
  try {
    work();
  } catch (err) {
    console.error('after-commit work failed', err);
  }
}
