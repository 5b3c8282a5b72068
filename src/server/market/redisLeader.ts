import { randomUUID } from 'node:crypto';
import type { Leader } from './leader';
import type { RedisClient } from './redisClient';

/**
 * Take the lease when it is free (what `SET key id NX PX ttl` does) or extend it when it is
 * already ours, in one atomic step. Extending only our own value means a node that stepped
 * down locally but still holds the key picks it up again instead of locking everyone out.
 */
const TAKE_OR_RENEW = `
local holder = redis.call('get', KEYS[1])
if not holder then
  redis.call('set', KEYS[1], ARGV[1], 'PX', ARGV[2])
  return 1
elseif holder == ARGV[1] then
  redis.call('pexpire', KEYS[1], ARGV[2])
  return 1
end
return 0`;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

export type RedisLeader = Leader & {
  /** Resolves after the first attempt to take the lease, with the outcome. */
  ready(): Promise<boolean>;
};

/**
 * A lease in Redis: every node tries to take or renew it every ttl/3; exactly one holds it.
 * The holder steps down on its own when its lease runs out without a renewal (Redis
 * unreachable or slow), counted from when the last successful command was sent, so never
 * later than Redis' own expiry. A closing holder deletes the key, so another node takes over
 * within ttl/3 instead of waiting the lease out.
 */
export function createRedisLeader(
  redis: RedisClient,
  key: string,
  ttlMs: number,
  options: { onError?: (err: unknown) => void; id?: string } = {},
): RedisLeader {
  const id = options.id ?? randomUUID();
  const onError = options.onError ?? (() => undefined);
  const listeners = new Set<(isLeader: boolean) => void>();
  let leading = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let expiry: NodeJS.Timeout | undefined;
  /** The attempt under way; `close` waits for it, so a lease taken meanwhile is released too. */
  let current: Promise<void>;

  function setLeading(next: boolean) {
    if (next === leading) return;
    leading = next;
    for (const listener of listeners) listener(next);
  }

  async function attempt(): Promise<void> {
    const sentAt = Date.now();
    try {
      const held = await redis.eval(TAKE_OR_RENEW, { keys: [key], arguments: [id, String(ttlMs)] });
      clearTimeout(expiry);
      if (held !== 1) return setLeading(false);
      const left = sentAt + ttlMs - Date.now();
      if (left <= 0) return setLeading(false);
      expiry = setTimeout(() => setLeading(false), left);
      expiry.unref();
      setLeading(true);
    } catch (err) {
      onError(err); // the expiry timer steps down if this goes on
    }
  }

  function schedule() {
    if (closed) return;
    retry = setTimeout(() => {
      current = attempt();
      void current.finally(schedule);
    }, ttlMs / 3);
    retry.unref();
  }

  current = attempt();
  const first = current.then(() => {
    schedule();
    return leading;
  });

  return {
    get isLeader() {
      return leading;
    },
    onChange(handler) {
      listeners.add(handler);
      return () => listeners.delete(handler);
    },
    ready: () => first,
    async close() {
      closed = true;
      clearTimeout(retry);
      await first;
      await current;
      clearTimeout(expiry);
      if (!leading) return;
      setLeading(false);
      await redis.eval(RELEASE, { keys: [key], arguments: [id] }).catch(onError);
    },
  };
}
