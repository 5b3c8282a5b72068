import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FeedbackList, HelpCategory } from '../../../core/schemas/help';
import { api } from '../../api';
import { helpArticle, helpArticles, helpCategories, helpFeedbackList } from '../../api/endpoints';

/*
 * The help calls in three steps (style-by-example §3): the call, its query options, the hook.
 * The FAQ's keys carry the language: its answers come in the reader's language.
 */

const FEEDBACK_PAGE_SIZE = 20;
/** Answers change when an operator edits them: read again after a few minutes at most. */
const FAQ_STALE_MS = 5 * 60_000;

export const helpKeys = {
  all: ['help'] as const,
  categories: ['help', 'categories'] as const,
  articles: (lang: string, filter: ArticleFilter) => ['help', 'articles', lang, filter] as const,
  article: (lang: string, id: number) => ['help', 'article', lang, id] as const,
  feedback: ['help', 'feedback'] as const,
};

export type ArticleFilter = { category?: HelpCategory; q?: string; popular?: '1' };

export const categoriesQuery = () =>
  queryOptions({
    queryKey: helpKeys.categories,
    queryFn: () => api.call(helpCategories, {}, { quiet: true }),
    staleTime: FAQ_STALE_MS,
  });

export const articlesQuery = (lang: string, filter: ArticleFilter) =>
  queryOptions({
    queryKey: helpKeys.articles(lang, filter),
    queryFn: () => api.call(helpArticles, filter, { quiet: true }),
    staleTime: FAQ_STALE_MS,
  });

export const articleQuery = (lang: string, id: number) =>
  queryOptions({
    queryKey: helpKeys.article(lang, id),
    queryFn: () => api.call(helpArticle, { id }, { quiet: true, noToast: true }),
    staleTime: FAQ_STALE_MS,
    retry: false,
  });

export const feedbackListQuery = () =>
  infiniteQueryOptions({
    queryKey: helpKeys.feedback,
    queryFn: ({ pageParam }) =>
      api.call(helpFeedbackList, { page: pageParam, limit: FEEDBACK_PAGE_SIZE }, { quiet: true }),
    initialPageParam: 1,
    getNextPageParam: (last: FeedbackList) =>
      last.page * last.limit < last.total ? last.page + 1 : undefined,
  });

export function useCategories() {
  return useQuery(categoriesQuery());
}

/** Answers of a category, the popular ones, or a search's; none asked: nothing read. */
export function useArticles(filter: ArticleFilter, enabled = true) {
  const { i18n } = useTranslation();
  return useQuery({ ...articlesQuery(i18n.language, filter), enabled });
}

export function useArticle(id: number) {
  const { i18n } = useTranslation();
  return useQuery({ ...articleQuery(i18n.language, id), enabled: Number.isInteger(id) && id > 0 });
}

export function useFeedbackList() {
  return useInfiniteQuery(feedbackListQuery());
}
