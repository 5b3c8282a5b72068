import { asc, desc, eq } from 'drizzle-orm';
import { LANGUAGES } from '../../../core/languages';
import { FEEDBACK_MAX_LENGTH, HELP_CATEGORIES, type HelpCategory } from '../../../core/schemas/help';
import type { Db } from '../../db/client';
import { helpArticles, helpFeedback } from '../../db/schema';
import type { TextsByLanguage } from '../../db/schema/notices';
import { idArg, need, table, type OpsCommand, type OpsContext, type OwnOptions } from '../../ops/command';
import { OpsError } from '../../ops/opsError';
import { logOperatorAction } from '../operators';
import { createHelpService } from './service';

/*
 * `npm run ops` help centre: list and write FAQ answers per language (`--title en=… --body
 * th=…`; English is every other language's fallback), hide or show one, list the feedback still
 * open, and reply to one (the user gets a message).
 */

const codes = new Set<string>(LANGUAGES.map((l) => l.code));
const BODY_MAX = 20_000;
const TITLE_MAX = 200;

/** `--title en=Hello --title th=สวัสดี` → { en: 'Hello', th: 'สวัสดี' }; none given → {}. */
function byLanguage(values: OwnOptions[string], what: string, max: number): TextsByLanguage {
  const texts: TextsByLanguage = {};
  for (const value of [values ?? []].flat()) {
    const at = typeof value === 'string' ? value.indexOf('=') : -1;
    const lang = at > 0 ? (value as string).slice(0, at) : '';
    if (!codes.has(lang))
      throw new OpsError(`${what} must be <language>=<text>, language one of ${[...codes].join(', ')}`);
    // A body typed on one line may carry "\n" for its line breaks.
    const text = (value as string)
      .slice(at + 1)
      .replace(/\\n/g, '\n')
      .trim();
    if (!text) throw new OpsError(`${what} ${lang} is empty`);
    if (text.length > max) throw new OpsError(`${what} ${lang} is longer than ${max} characters`);
    // eslint-disable-next-line no-control-regex -- refusing control characters is the point
    if (/[\u0000-\u0008\u000b-\u001f\u007f]/.test(text))
      throw new OpsError(`${what} ${lang} has control characters`);
    texts[lang] = text;
  }
  return texts;
}

function categoryOption(value: OwnOptions[string]): HelpCategory | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !(HELP_CATEGORIES as readonly string[]).includes(value))
    throw new OpsError(`--category must be one of ${HELP_CATEGORIES.join(', ')}`);
  return value as HelpCategory;
}

function popularOption(value: OwnOptions[string]): number | null | undefined {
  if (value === undefined) return undefined;
  if (value === 'no') return null;
  const n = Number(value);
  if (typeof value !== 'string' || !Number.isInteger(n) || n < 1 || n > 999)
    throw new OpsError('--popular must be a rank 1–999, or "no"');
  return n;
}

const serviceFor = (ctx: OpsContext) =>
  createHelpService({ db: ctx.db, clock: ctx.clock, uploads: { findOwned: async () => null } });

export const helpCommands: Record<string, OpsCommand> = {
  'help:articles': {
    usage: 'help:articles [--category <category>]   (FAQ answers: id, category, rank, hidden, languages)',
    options: { category: { type: 'string' } },
    async run(ctx, _args, _o, own) {
      const category = categoryOption(own.category);
      const rows = await ctx.db
        .select()
        .from(helpArticles)
        .where(category ? eq(helpArticles.category, category) : undefined)
        .orderBy(asc(helpArticles.category), asc(helpArticles.position), asc(helpArticles.id));
      return table(
        rows.map((r) => ({
          id: r.id,
          category: r.category,
          popular: r.popular ?? '',
          hidden: r.hidden ? 'yes' : '',
          languages: Object.keys(r.titles).join(','),
          title: r.titles.en ?? '',
        })),
      );
    },
  },
  'help:article': {
    usage:
      'help:article [<id>] [--category <category>] [--title <lang>=<text> …] [--body <lang>=<text> …] [--popular <rank>|no] [--hide|--show]   (no id: a new answer, needs --category and en texts; with an id: changes only what is given)',
    options: {
      category: { type: 'string' },
      title: { type: 'string', multiple: true },
      body: { type: 'string', multiple: true },
      popular: { type: 'string' },
      hide: { type: 'boolean' },
      show: { type: 'boolean' },
    },
    async run(ctx, args, _o, own) {
      const category = categoryOption(own.category);
      const titles = byLanguage(own.title, '--title', TITLE_MAX);
      const bodies = byLanguage(own.body, '--body', BODY_MAX);
      const popular = popularOption(own.popular);
      if (own.hide === true && own.show === true) throw new OpsError('give --hide or --show, not both');
      const hidden = own.hide === true ? true : own.show === true ? false : undefined;
      const now = ctx.clock();
      return ctx.db.transaction(async (tx) => {
        const t = tx as Db;
        let id: number;
        let action: string;
        if (args[0] === undefined) {
          if (!category) throw new OpsError('a new answer needs --category');
          if (!titles.en || !bodies.en)
            throw new OpsError(
              'a new answer needs --title en=… and --body en=… (every language falls back to English)',
            );
          const [row] = await t
            .insert(helpArticles)
            .values({
              category,
              titles,
              bodies,
              popular: popular ?? null,
              hidden: hidden ?? false,
              updatedAt: now,
            })
            .returning({ id: helpArticles.id });
          id = row!.id;
          action = 'help.article_create';
        } else {
          id = idArg(args[0], '<id>');
          const [row] = await t.select().from(helpArticles).where(eq(helpArticles.id, id));
          if (!row) throw new OpsError(`no answer ${id}`);
          const nextTitles = { ...row.titles, ...titles };
          const nextBodies = { ...row.bodies, ...bodies };
          // A language needs both texts: a title without its body would show an empty answer.
          for (const lang of Object.keys({ ...nextTitles, ...nextBodies }))
            if (!nextTitles[lang] || !nextBodies[lang])
              throw new OpsError(`${lang}: give both --title and --body for a language`);
          await t
            .update(helpArticles)
            .set({
              category: category ?? row.category,
              titles: nextTitles,
              bodies: nextBodies,
              ...(popular !== undefined ? { popular } : {}),
              ...(hidden !== undefined ? { hidden } : {}),
              updatedAt: now,
            })
            .where(eq(helpArticles.id, id));
          action =
            hidden === true
              ? 'help.article_hide'
              : hidden === false
                ? 'help.article_show'
                : 'help.article_update';
        }
        await logOperatorAction(t, {
          operator: ctx.operator,
          action,
          target: `help_article:${id}`,
          reason: titles.en ?? `${Object.keys({ ...titles, ...bodies }).join(',') || 'flags'} changed`,
        });
        return `answer ${id}: ${action.replace('help.article_', '')}`;
      });
    },
  },
  'help:feedback': {
    usage: 'help:feedback [--status open|replied|all]   (feedback, the oldest open first)',
    async run(ctx, _args, o) {
      const status = o.status ?? 'open';
      if (!['open', 'replied', 'all'].includes(status))
        throw new OpsError('--status must be open, replied or all');
      const rows = await ctx.db
        .select()
        .from(helpFeedback)
        .where(status === 'all' ? undefined : eq(helpFeedback.status, status as 'open' | 'replied'))
        .orderBy(status === 'open' ? asc(helpFeedback.id) : desc(helpFeedback.id));
      return table(
        rows.map((r) => ({
          id: r.id,
          user: r.userId,
          at: r.createdAt,
          category: r.category,
          status: r.status,
          images: r.images.join(','),
          text: r.content.replace(/\s+/g, ' '),
          reply: r.reply ?? '',
        })),
      );
    },
  },
  'help:reply': {
    usage: 'help:reply <feedback id> --text "<the reply the user reads>"   (the user gets a message)',
    options: { text: { type: 'string' } },
    async run(ctx, args, _o, own) {
      const id = idArg(args[0], '<feedback id>');
      const text = need(typeof own.text === 'string' ? own.text.trim() : undefined, '--text');
      if (text.length > FEEDBACK_MAX_LENGTH)
        throw new OpsError(`--text is longer than ${FEEDBACK_MAX_LENGTH} characters`);
      // eslint-disable-next-line no-control-regex -- refusing control characters is the point
      if (/[\u0000-\u0008\u000b-\u001f\u007f]/.test(text))
        throw new OpsError('--text has control characters');
      const [row] = await ctx.db
        .select({ id: helpFeedback.id })
        .from(helpFeedback)
        .where(eq(helpFeedback.id, id));
      if (!row) throw new OpsError(`no feedback ${id}`);
      await serviceFor(ctx).reply(id, text, ctx.operator);
      await logOperatorAction(ctx.db, {
        operator: ctx.operator,
        action: 'help.reply',
        target: `help_feedback:${id}`,
        reason: text,
      });
      return `feedback ${id} replied; the user gets a message`;
    },
  },
};
