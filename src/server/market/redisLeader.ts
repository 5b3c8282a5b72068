import { randomUUID } from 'node:crypto';
import type { Leader } from './leader';
import type { RedisClient } from './redisClient';

// Only the holder may extend or release the lease: compare the value first, atomically.
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

export type RedisLeader = Leader & {
  /** Resolves after the first attempt to take the lease, with the outcome. */
  ready(): Promise<boolean>;
};

/**
 * A lease in Redis: `SET key <node id> NX PX ttl` takes it, the holder renews it every ttl/3,
 * the others try to take it at the same pace. A holder that cannot renew steps down once its
 * lease has run out, so at most one node believes it leads once the old lease has expired; a
 * closing holder deletes the key, so another node takes over within ttl/3.
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
  /** Until when our lease surely holds: measured from when the command was sent. */
  let validUntil = 0;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  function setLeading(next: boolean) {
    if (next === leading) return;
    leading = next;
    for (const listener of listeners) listener(next);
  }

  async function attempt(): Promise<void> {
    const sentAt = Date.now();
    try {
      if (leading) {
        const renewed = await redis.eval(RENEW, { keys: [key], arguments: [id, String(ttlMs)] });
        if (renewed === 1) validUntil = sentAt + ttlMs;
        else setLeading(false);
      } else {
        const taken = await redis.set(key, id, { condition: 'NX', expiration: { type: 'PX', value: ttlMs } });
        if (taken === 'OK' && !closed) {
          validUntil = sentAt + ttlMs;
          setLeading(true);
        }
      }
    } catch (err) {
      onError(err);
      if (leading && Date.now() >= validUntil) setLeading(false);
    }
  }

  function schedule() {
    if (closed) return;
    timer = setTimeout(() => {
      void attempt().finally(schedule);
    }, ttlMs / 3);
    timer.unref();
  }

  const first = attempt().then(() => {
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
      clearTimeout(timer);
      await first;
      if (!leading) return;
      setLeading(false);
      await redis.eval(RELEASE, { keys: [key], arguments: [id] }).catch(onError);
    },
  };
}
