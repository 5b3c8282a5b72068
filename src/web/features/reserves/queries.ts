import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ProofFile } from '../../../core/reserves/proofFile';
import { api } from '../../api';
import { reservesHistory, reservesLatest, reservesMyProof } from '../../api/endpoints';

/*
 * The proof-of-reserves calls in three steps (style-by-example §3): the call, its query options,
 * the hook. A snapshot is taken once a day, so what was read stays fresh for a minute.
 */

/** Snapshots the history chart draws: about a month of daily snapshots. */
export const HISTORY_LENGTH = 30;

export const reservesKeys = {
  all: ['reserves'] as const,
  /** The latest snapshot; signed in or not changes `included`. */
  latest: (signedIn: boolean) => ['reserves', 'latest', signedIn] as const,
  history: ['reserves', 'history'] as const,
  /** A user's proof for a snapshot: it never changes, and holds the user's salt (theirs only). */
  myProof: (userId: number, snapshotId: number) => ['reserves', 'myProof', userId, snapshotId] as const,
};

export const latestReservesQuery = (signedIn: boolean) =>
  queryOptions({
    queryKey: reservesKeys.latest(signedIn),
    queryFn: () => api.call(reservesLatest, {}, { quiet: true }),
    staleTime: 60_000,
  });

/** `por/latest`: ratios, addresses and publication of the latest snapshot, and the next one's time. */
export const useLatestReserves = (signedIn: boolean) => useQuery(latestReservesQuery(signedIn));

export const reserveHistoryQuery = () =>
  queryOptions({
    queryKey: reservesKeys.history,
    queryFn: () => api.call(reservesHistory, { page: 1, limit: HISTORY_LENGTH }, { quiet: true }),
    staleTime: 60_000,
  });

/** `por/history`: the latest publications, newest first, for the ratio chart. */
export const useReserveHistory = () => useQuery(reserveHistoryQuery());

export const myProofQuery = (userId: number, snapshotId: number) =>
  queryOptions({
    queryKey: reservesKeys.myProof(userId, snapshotId),
    queryFn: (): Promise<ProofFile> => api.call(reservesMyProof, { snapshot_id: snapshotId }),
    staleTime: Infinity,
  });

/**
 * `por/my_proof`: the signed-in user's proof file for a snapshot, read once for "Verify" and
 * "Download" alike (a refusal is toasted by the client, and thrown).
 */
export const fetchMyProof = (queryClient: QueryClient, userId: number, snapshotId: number) =>
  queryClient.fetchQuery(myProofQuery(userId, snapshotId));
