import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Language } from '../../../core/languages';
import {
  HELP_CATEGORIES,
  type Feedback,
  type FeedbackRequest,
  type HelpArticle,
  type HelpArticleSummary,
  type HelpArticlesRequest,
  type HelpCategory,
} from '../../../core/schemas/help';
import type { Db } from '../../db/client';
import { readPage, type PageRequest } from '../../db/paged';
import { helpArticles, helpFeedback } from '../../db/schema';
import { submitOnce } from '../../db/submitOnce';
import { raise } from '../../events/events';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { UploadService } from '../uploads';

type ArticleRow = typeof helpArticles.$inferSelect;
type FeedbackRow = typeof helpFeedback.$inferSelect;

/** The text in the reader's language, or English (every answer has English). */
const inLanguage = (texts: Partial<Record<string, string>>, lang: Language) => texts[lang] ?? texts.en ?? '';

/** `titles->>'th'`, or English when the answer has no Thai: what a search reads. */
const textIn = (column: typeof helpArticles.titles | typeof helpArticles.bodies, lang: Language) =>
  sql`coalesce(${column}->>${lang}, ${column}->>'en', '')`;

/** A word as a LIKE pattern that matches only itself (`%`, `_` and `\` taken literally). */
const containing = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const summaryOf = (row: ArticleRow, lang: Language): HelpArticleSummary => ({
  id: row.id,
  category: row.category as HelpCategory,
  title: inLanguage(row.titles, lang),
  popular: row.popular !== null,
});

export const feedbackOf = (row: FeedbackRow): Feedback => ({
  id: row.id,
  category: row.category as Feedback['category'],
  content: row.content,
  images: row.images,
  status: row.status,
  reply: row.reply,
  replied_at: row.repliedAt?.getTime() ?? null,
  created_at: row.createdAt.getTime(),
});

type Deps = { db: Db; clock: Clock; uploads: Pick<UploadService, 'findOwned'> };

/** The FAQ as readers see it, and feedback: sent once per request id, answered by an operator. */
export function createHelpService({ db, clock, uploads }: Deps) {
  const visible = eq(helpArticles.hidden, false);

  return {
    /** GET help/categories: every category, with its visible answers counted. */
    async categories() {
      const rows = await db
        .select({ category: helpArticles.category, n: count() })
        .from(helpArticles)
        .where(visible)
        .groupBy(helpArticles.category);
      const counts = new Map(rows.map((r) => [r.category, Number(r.n)]));
      return { list: HELP_CATEGORIES.map((key) => ({ key, count: counts.get(key) ?? 0 })) };
    },

    /** GET help/articles: a category's, the popular ones, or every word of `q` found in the reader's language. */
    async articles(lang: Language, request: HelpArticlesRequest) {
      const where: (SQL | undefined)[] = [visible];
      if (request.category) where.push(eq(helpArticles.category, request.category));
      if (request.popular) where.push(sql`${helpArticles.popular} is not null`);
      for (const word of (request.q ?? '').split(/\s+/).filter(Boolean))
        where.push(
          sql`(${textIn(helpArticles.titles, lang)} ilike ${containing(word)} or ${textIn(helpArticles.bodies, lang)} ilike ${containing(word)})`,
        );
      const rows = await db
        .select()
        .from(helpArticles)
        .where(and(...where))
        .orderBy(
          request.category ? asc(helpArticles.position) : sql`${helpArticles.popular} asc nulls last`,
          sql`${helpArticles.popular} asc nulls last`,
          asc(helpArticles.id),
        )
        .limit(50);
      return { list: rows.map((row) => summaryOf(row, lang)) };
    },

    /** GET help/article. */
    async article(lang: Language, id: number): Promise<HelpArticle> {
      const [row] = await db
        .select()
        .from(helpArticles)
        .where(and(eq(helpArticles.id, id), visible));
      if (!row) throw new AppError('errors.help_article_not_found', {}, 404);
      const written = row.titles[lang] ? lang : 'en';
      return {
        ...summaryOf(row, lang),
        body: inLanguage(row.bodies, lang),
        lang: written,
        updated_at: row.updatedAt.getTime(),
      };
    },

    /** POST help/feedback: once per request id; every image one of the caller's own uploads. */
    feedback: (userId: number, request: FeedbackRequest) =>
      submitOnce({
        requestId: request.request_id,
        find: async (requestId) =>
          (
            await db
              .select()
              .from(helpFeedback)
              .where(and(eq(helpFeedback.userId, userId), eq(helpFeedback.requestId, requestId)))
          )[0],
        present: feedbackOf,
        create: async () => {
          const images = [...new Set(request.images)];
          for (const image of images)
            if (!(await uploads.findOwned(userId, image))) throw new AppError('errors.upload_not_found');
          const [row] = await db
            .insert(helpFeedback)
            .values({
              userId,
              category: request.category,
              content: request.content,
              images,
              requestId: request.request_id,
              createdAt: clock(),
            })
            .returning();
          return feedbackOf(row!);
        },
      }),

    /** GET help/feedback/list: the caller's own, newest first. */
    async feedbackList(userId: number, page: PageRequest) {
      const mine = eq(helpFeedback.userId, userId);
      const { rows, ...rest } = await readPage(
        page,
        (w) =>
          db
            .select()
            .from(helpFeedback)
            .where(mine)
            .orderBy(desc(helpFeedback.id))
            .limit(w.limit)
            .offset(w.offset),
        () => db.select({ n: count() }).from(helpFeedback).where(mine),
      );
      return { list: rows.map(feedbackOf), ...rest };
    },

    /**
     * An operator's reply (`npm run ops -- help:reply`): stored, and heard as a message to the
     * user in the same transaction. A second reply replaces the first and writes a new message.
     */
    async reply(id: number, text: string, operator: string): Promise<Feedback> {
      return db.transaction(async (tx) => {
        const t = tx as Db;
        const now = clock();
        const [row] = await t
          .update(helpFeedback)
          .set({ status: 'replied', reply: text, repliedBy: operator, repliedAt: now })
          .where(eq(helpFeedback.id, id))
          .returning();
        if (!row) throw new AppError('errors.help_feedback_not_found', {}, 404);
        await raise(t, 'help.feedback_replied', { feedbackId: row.id, userId: row.userId, at: now });
        return feedbackOf(row);
      });
    },
  };
}

export type HelpService = ReturnType<typeof createHelpService>;
