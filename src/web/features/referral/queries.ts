import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  type QueryClient,
} from '@tanstack/react-query';
import { api } from '../../api';
import {
  referralInvite,
  referralInviteList,
  referralMyAccountReturn,
  referralMyInviteList,
  referralMyShare,
  referralShareSave,
} from '../../api/endpoints';

/*
 * The referral calls in three steps (style-by-example §3): the call, its query options, the hook.
 * One key root: saving the kickback refreshes the summary and the share that show it.
 */

export const REFERRAL_PAGE_SIZE = 20;

export const referralKeys = {
  all: ['referral'] as const,
  summary: ['referral', 'summary'] as const,
  share: ['referral', 'share'] as const,
  ranking: ['referral', 'ranking'] as const,
  rebates: ['referral', 'rebates'] as const,
  invitees: ['referral', 'invitees'] as const,
};

/** The page's answer says whether another page follows. */
const nextPage = (last: { page: number; limit: number; total: number }) =>
  last.page * last.limit < last.total ? last.page + 1 : undefined;

export const summaryQuery = () =>
  queryOptions({
    queryKey: referralKeys.summary,
    queryFn: () => api.call(referralInvite, {}, { quiet: true }),
  });

/** `user/invite`: code, link, ratio, kickback, counts, income, pending payout, rank. */
export const useReferralSummary = () => useQuery(summaryQuery());

export const shareQuery = () =>
  queryOptions({
    queryKey: referralKeys.share,
    queryFn: () => api.call(referralMyShare, {}, { quiet: true }),
  });

/** `user/my_share`: the link's kickback and the kickbacks the user may choose. */
export const useReferralShare = () => useQuery(shareQuery());

/** `user/share_save`: the kickback for users who join from now on; the answer is the new share. */
export async function saveKickback(queryClient: QueryClient, kickback: string) {
  const share = await api.call(referralShareSave, { kickback });
  queryClient.setQueryData(referralKeys.share, share);
  await queryClient.invalidateQueries({ queryKey: referralKeys.summary });
  return share;
}

export const rankingQuery = () =>
  queryOptions({
    queryKey: referralKeys.ranking,
    queryFn: () => api.call(referralInviteList, {}, { quiet: true }),
    staleTime: 60_000,
  });

/** `user/invite_list`: the top 10 inviters of the last 30 days. */
export const useRanking = () => useQuery(rankingQuery());

export const rebatesQuery = () =>
  infiniteQueryOptions({
    queryKey: referralKeys.rebates,
    queryFn: ({ pageParam }) =>
      api.call(referralMyAccountReturn, { page: pageParam, limit: REFERRAL_PAGE_SIZE }, { quiet: true }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/** `user/my_account_return`: the user's rebate lines, newest first, page by page. */
export const useRebates = () => useInfiniteQuery(rebatesQuery());

export const inviteesQuery = () =>
  infiniteQueryOptions({
    queryKey: referralKeys.invitees,
    queryFn: ({ pageParam }) =>
      api.call(referralMyInviteList, { page: pageParam, limit: REFERRAL_PAGE_SIZE }, { quiet: true }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/** `user/my_invite_list`: the users the user invited, newest first, page by page. */
export const useInvitees = () => useInfiniteQuery(inviteesQuery());
