import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginLog, sessions } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { newToken, sha256 } from '../../lib/secrets';
import { raise } from '../../events/events';
import { tellSessionsEnded } from '../../events/private';

export type SessionAuth = { userId: number; sessionId: number };
export type SessionService = ReturnType<typeof createSessionService>;

/** Opaque random tokens, stored only as hashes, revocable one by one or per user. */
export function createSessionService(deps: { db: Db; clock: Clock; ttlMs: number }) {
  const { db, clock, ttlMs } = deps;
  // Every signed-in request asks this: built once, and prepared once per database connection.
  const live = db
    .select({ id: sessions.id, userId: sessions.userId })
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('sessions_resolve');
  return {
    async create(
      userId: number,
      meta: { ip: string | null; userAgent: string | null },
      tx: Db = db,
    ): Promise<string> {
      const token = newToken();
      const now = clock();
      await tx.insert(sessions).values({
        userId,
        tokenHash: sha256(token),
        ip: meta.ip,
        userAgent: meta.userAgent,
        createdAt: now,
        expiresAt: new Date(now.getTime() + ttlMs),
      });
      return token;
    },

    /** A login: recorded in the user's login history, then a new session. */
    async start(
      tx: Db,
      userId: number,
      method: string,
      meta: { ip: string | null; userAgent: string | null },
    ): Promise<string> {
      // Whether this account has signed in before, and from this device (and by this method).
      const [seen] = await tx
        .select({
          before: sql<boolean>`count(*) > 0`,
          here: sql<boolean>`coalesce(bool_or(${loginLog.method} = ${method} and ${loginLog.userAgent} is not distinct from ${meta.userAgent}), false)`,
        })
        .from(loginLog)
        .where(eq(loginLog.userId, userId));
      const at = clock();
      const [login] = await tx
        .insert(loginLog)
        .values({ userId, method, ip: meta.ip, userAgent: meta.userAgent, createdAt: at })
        .returning({ id: loginLog.id });
      // The first sign-in of an account is its registration: only a later, unknown one is news.
      if (seen?.before && !seen.here)
        await raise(tx, 'session.new_device', {
          userId,
          loginId: login!.id,
          method,
          device: meta.userAgent ?? '',
          ip: meta.ip ?? '',
          at,
        });
      return this.create(userId, meta, tx);
    },

    async resolve(token: string): Promise<SessionAuth | null> {
      const [row] = await live.execute({ tokenHash: sha256(token), now: clock() });
      return row ? { userId: row.userId, sessionId: row.id } : null;
    },

    async revoke(sessionId: number, tx: Db = db): Promise<void> {
      await tx.update(sessions).set({ revokedAt: clock() }).where(eq(sessions.id, sessionId));
      tellSessionsEnded(tx, [sessionId]);
    },

    /** After a password change or reset: every other device has to log in again. */
    async revokeAllForUser(userId: number, exceptSessionId?: number, tx: Db = db): Promise<void> {
      const others = exceptSessionId === undefined ? undefined : ne(sessions.id, exceptSessionId);
      const ended = await tx
        .update(sessions)
        .set({ revokedAt: clock() })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), others))
        .returning({ id: sessions.id });
      tellSessionsEnded(
        tx,
        ended.map((s) => s.id),
      );
    },
  };
}
