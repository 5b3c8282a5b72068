import { and, desc, eq, isNull } from 'drizzle-orm';
import { LANGUAGES } from '../../../core/languages';
import type { Db } from '../../db/client';
import { notices } from '../../db/schema';
import type { TextsByLanguage } from '../../db/schema/notices';
import { idArg, need, table, type OpsCommand, type OpsContext } from '../../ops/command';
import { OpsError } from '../../ops/opsError';
import { logOperatorAction } from '../operators';
import { cleanAnnouncementHtml } from './sanitize';

/*
 * `npm run ops` announcements: publish (now or at a time), pin, withdraw. Texts are given per
 * language (`--title en=…`, `--body zh-CN=…`); English is required, every other language falls
 * back to it. The body is cleaned before it is stored.
 */

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const COIN = /^[A-Z0-9]{1,12}$/;
const codes = new Set<string>(LANGUAGES.map((l) => l.code));

/** `--title en=Hello --title zh-CN=你好` → { en: 'Hello', 'zh-CN': '你好' }. */
function byLanguage(values: string | string[] | boolean | undefined, what: string): TextsByLanguage {
  const texts: TextsByLanguage = {};
  for (const value of [values ?? []].flat()) {
    const at = typeof value === 'string' ? value.indexOf('=') : -1;
    const lang = at > 0 ? (value as string).slice(0, at) : '';
    if (!codes.has(lang))
      throw new OpsError(`${what} must be <language>=<text>, language one of ${[...codes].join(', ')}`);
    const text = (value as string).slice(at + 1).trim();
    if (!text) throw new OpsError(`${what} ${lang} is empty`);
    texts[lang] = text;
  }
  if (!texts.en) throw new OpsError(`${what} en=… is required (every language falls back to English)`);
  return texts;
}

function dateOption(value: string | string[] | boolean | undefined, what: string): string | null {
  if (value === undefined) return null;
  if (typeof value !== 'string' || !DATE.test(value) || Number.isNaN(Date.parse(value)))
    throw new OpsError(`${what} must be a date, YYYY-MM-DD`);
  return value;
}

function publishTime(value: string | string[] | boolean | undefined, now: Date): Date {
  if (value === undefined) return now;
  const at = typeof value === 'string' ? new Date(value) : new Date(NaN);
  if (Number.isNaN(at.getTime())) throw new OpsError('--at must be a time, e.g. 2026-12-01T09:00:00Z');
  return at;
}

async function setAndLog(
  ctx: OpsContext,
  id: number,
  set: Partial<typeof notices.$inferInsert>,
  action: string,
  reason: string,
): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await (tx as Db)
      .update(notices)
      .set(set)
      .where(and(eq(notices.id, id), eq(notices.kind, 'announcement'), isNull(notices.withdrawnAt)))
      .returning({ id: notices.id });
    if (!row) throw new OpsError(`announcement ${id} not found, or already withdrawn`);
    await logOperatorAction(tx as Db, { operator: ctx.operator, action, target: `notice:${id}`, reason });
    return `announcement ${id}: ${action.split('.')[1]}`;
  });
}

export const announcementCommands: Record<string, OpsCommand> = {
  announcements: {
    usage: 'announcements   (every announcement, newest first)',
    async run(ctx) {
      const rows = await ctx.db
        .select()
        .from(notices)
        .where(eq(notices.kind, 'announcement'))
        .orderBy(desc(notices.id));
      return table(
        rows.map((r) => ({
          id: r.id,
          title: r.titles?.en ?? '',
          pinned: r.pinned ? 'yes' : '',
          publish_at: r.publishAt,
          withdrawn_at: r.withdrawnAt,
          coin: r.coin,
        })),
      );
    },
  },
  'announcement:publish': {
    usage:
      'announcement:publish --title en=<text> [--title <lang>=<text> …] --body en=<html> [--body <lang>=<html> …] [--at <time>] [--pin] [--coin <SYMBOL> --issue-date <YYYY-MM-DD> --listing-date <YYYY-MM-DD>]',
    options: {
      title: { type: 'string', multiple: true },
      body: { type: 'string', multiple: true },
      at: { type: 'string' },
      pin: { type: 'boolean' },
      coin: { type: 'string' },
      'issue-date': { type: 'string' },
      'listing-date': { type: 'string' },
    },
    async run(ctx, _args, _o, own) {
      const titles = byLanguage(own.title, '--title');
      const raw = byLanguage(own.body, '--body');
      const bodies: TextsByLanguage = Object.fromEntries(
        Object.entries(raw).map(([lang, html]) => [lang, cleanAnnouncementHtml(html ?? '')]),
      );
      if (!bodies.en) throw new OpsError('--body en=… is empty once cleaned');
      const coin = own.coin === undefined ? null : String(own.coin);
      if (coin !== null && !COIN.test(coin)) throw new OpsError('--coin must be a symbol such as BTC');
      const issueDate = dateOption(own['issue-date'], '--issue-date');
      const listingDate = dateOption(own['listing-date'], '--listing-date');
      if (coin !== null && (!issueDate || !listingDate))
        throw new OpsError('a coin listing needs --issue-date and --listing-date');
      const publishAt = publishTime(own.at, ctx.clock());
      return ctx.db.transaction(async (tx) => {
        const [row] = await (tx as Db)
          .insert(notices)
          .values({
            kind: 'announcement',
            titles,
            bodies,
            coin,
            issueDate,
            listingDate,
            pinned: own.pin === true,
            publishAt,
          })
          .returning({ id: notices.id });
        await logOperatorAction(tx as Db, {
          operator: ctx.operator,
          action: 'announcement.publish',
          target: `notice:${row!.id}`,
          reason: titles.en!,
        });
        return `announcement ${row!.id} published${publishAt > ctx.clock() ? ` from ${publishAt.toISOString()}` : ''}`;
      });
    },
  },
  'announcement:pin': {
    usage: 'announcement:pin <id> [--unpin]',
    options: { unpin: { type: 'boolean' } },
    run: (ctx, [id], _o, own) =>
      setAndLog(
        ctx,
        idArg(id, 'id'),
        { pinned: own.unpin !== true },
        own.unpin === true ? 'announcement.unpin' : 'announcement.pin',
        'pinned by operator',
      ),
  },
  'announcement:withdraw': {
    usage: 'announcement:withdraw <id> --reason "<why>"',
    run: (ctx, [id], o) =>
      setAndLog(
        ctx,
        idArg(id, 'id'),
        { withdrawnAt: ctx.clock() },
        'announcement.withdraw',
        need(o.reason, '--reason'),
      ),
  },
};
