import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ReferralRanking } from '../../../core/schemas/referral';
import { EmptyState } from '../../ui/EmptyState';
import { formatDateMinute } from '../../ui/format/formatTime';
import { Page } from '../../ui/page/Page';
import { Refreshable } from '../../ui/page/Refreshable';
import { amountText } from './format';
import { referralKeys, useRanking } from './queries';
import './referral.css';
import { LoadFailed } from '../../ui/LoadFailed';

/** Gold, silver, bronze: the first three places wear a medal (drawn in CSS: no emoji font needed). */
const MEDALS = ['gold', 'silver', 'bronze'];

/** `/pages/promotion/ranking`: the top 10 inviters by rebate income over the last 30 days. */
export default function RankingScreen() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const ranking = useRanking();
  return (
    <Page title={t('referral.ranking.title')} testId="referral-ranking-page">
      <Refreshable onRefresh={() => queryClient.invalidateQueries({ queryKey: referralKeys.ranking })}>
        <div className="tw-content">
          {ranking.data ? (
            <>
              <p className="tw-muted tw-small tw-referral-window" data-testid="referral-ranking-window">
                {t('referral.ranking.window', { since: formatDateMinute(ranking.data.since, i18n.language) })}
              </p>
              <RankingList ranking={ranking.data} />
            </>
          ) : ranking.isError ? (
            <LoadFailed message={t('referral.load_failed')} onRetry={() => ranking.refetch()} />
          ) : (
            <div className="tw-skeleton-block" aria-hidden="true" />
          )}
        </div>
      </Refreshable>
    </Page>
  );
}

function RankingList({ ranking }: { ranking: ReferralRanking }) {
  const { t, i18n } = useTranslation();
  if (ranking.list.length === 0)
    return (
      <div data-testid="referral-ranking-empty">
        <EmptyState imageSize={72} description={t('referral.ranking.empty')} />
      </div>
    );
  return (
    <ol className="tw-referral-ranking" data-testid="referral-ranking">
      {ranking.list.map((entry) => (
        <li key={entry.rank} data-rank={entry.rank} data-testid="referral-ranking-row">
          <span
            className="tw-referral-place tw-num"
            data-medal={MEDALS[entry.rank - 1]}
            aria-label={t('referral.ranking.place', { rank: entry.rank })}
          >
            {entry.rank}
          </span>
          <span className="tw-referral-name" data-testid="referral-ranking-name">
            {entry.nickname_masked}
          </span>
          <span className="tw-num tw-referral-income" data-testid="referral-ranking-income">
            {amountText(entry.income, entry.currency, i18n.language)}
          </span>
        </li>
      ))}
    </ol>
  );
}
