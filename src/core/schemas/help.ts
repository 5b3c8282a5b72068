import { z } from 'zod';
import { idField, optionalText, pageFields, pageOf, requestIdField } from './fields';
import { uploadIdField } from './upload';

/*
 * The help centre (spec §1 "help centre (FAQ, feedback…)"): answers operators write per language,
 * grouped by category, and the user's feedback with the operator's reply. Times are epoch ms.
 */

/** The FAQ's categories, in the order the help centre shows them. */
export const HELP_CATEGORIES = [
  'deposit',
  'withdraw',
  'verification',
  'fees',
  'options',
  'contract',
  'finance',
  'c2c',
  'security',
] as const;
export type HelpCategory = (typeof HELP_CATEGORIES)[number];

/** What feedback is about: the chips of the feedback form. */
export const FEEDBACK_CATEGORIES = ['account', 'funds', 'trading', 'suggestion', 'other'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

export const FEEDBACK_STATUSES = ['open', 'replied'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export const FEEDBACK_MIN_LENGTH = 10;
export const FEEDBACK_MAX_LENGTH = 1000;
export const FEEDBACK_MAX_IMAGES = 3;
/** A search is cut to this many characters: longer says nothing more and costs more. */
export const HELP_SEARCH_MAX = 60;

export const helpCategory = z.object({
  key: z.enum(HELP_CATEGORIES),
  /** Visible answers in it. */
  count: z.number().int(),
});
export const helpCategories = z.object({ list: z.array(helpCategory) });

export const helpArticleSummary = z.object({
  id: z.number().int(),
  category: z.enum(HELP_CATEGORIES),
  title: z.string(),
  popular: z.boolean(),
});
export type HelpArticleSummary = z.infer<typeof helpArticleSummary>;

export const helpArticle = helpArticleSummary.extend({
  /**
   * Plain text, never HTML: paragraphs split by a blank line, lines starting with "- " are a
   * list's items. The app renders it as text nodes.
   */
  body: z.string(),
  /** The language the texts are in: the asked one, or English when it has none. */
  lang: z.string(),
  updated_at: z.number().int(),
});
export type HelpArticle = z.infer<typeof helpArticle>;

export const helpArticleList = z.object({ list: z.array(helpArticleSummary) });

export const helpArticlesRequest = z.object({
  category: z.enum(HELP_CATEGORIES, { error: 'errors.help_category_invalid' }).optional(),
  q: optionalText
    .pipe(z.string().max(HELP_SEARCH_MAX, { error: 'errors.help_search_too_long' }).optional())
    .meta({ description: 'Words to find in the title or body, in the caller’s language' }),
  popular: z
    .enum(['1', 'true'])
    .optional()
    .meta({ description: 'Only the popular questions (the help centre’s first list)' }),
});
export type HelpArticlesRequest = z.infer<typeof helpArticlesRequest>;

export const helpArticleRequest = z.object({ id: idField('errors.help_article_not_found') });

// A form sends several ids joined by commas; JSON sends a list.
const imagesField = z.preprocess(
  (v) => (v === undefined || v === '' ? [] : typeof v === 'string' ? v.split(',').filter(Boolean) : v),
  z
    .array(uploadIdField('errors.upload_not_found'), { error: 'errors.upload_not_found' })
    .max(FEEDBACK_MAX_IMAGES, { error: 'errors.feedback_too_many_images' }),
);

export const feedbackRequest = z.object({
  category: z.enum(FEEDBACK_CATEGORIES, { error: 'errors.feedback_category_required' }),
  content: z
    .string({ error: 'errors.feedback_content_required' })
    .trim()
    .min(1, { error: 'errors.feedback_content_required' })
    .min(FEEDBACK_MIN_LENGTH, { error: 'errors.feedback_content_too_short' })
    .max(FEEDBACK_MAX_LENGTH, { error: 'errors.feedback_content_too_long' }),
  images: imagesField.optional().transform((v) => v ?? []),
  request_id: requestIdField,
});
export type FeedbackRequest = z.infer<typeof feedbackRequest>;
export type FeedbackInput = z.input<typeof feedbackRequest>;

export const feedback = z.object({
  id: z.number().int(),
  category: z.enum(FEEDBACK_CATEGORIES),
  content: z.string(),
  /** Upload ids; each image is read by its owner at `/api/upload/{id}`. */
  images: z.array(z.string()),
  status: z.enum(FEEDBACK_STATUSES),
  reply: z.string().nullable(),
  replied_at: z.number().int().nullable(),
  created_at: z.number().int(),
});
export type Feedback = z.infer<typeof feedback>;

export const feedbackListRequest = z.object(pageFields);
export const feedbackList = pageOf(feedback);
export type FeedbackList = z.infer<typeof feedbackList>;
