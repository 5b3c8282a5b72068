import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Page } from '../../ui/page/Page';
import { Refreshable } from '../../ui/page/Refreshable';
import { HowItWorks } from './HowItWorks';
import { InviteCard } from './InviteCard';
import { KickbackCard } from './KickbackCard';
import { referralKeys, useReferralSummary } from './queries';
import { ReferralFigures } from './ReferralFigures';
import './referral.css';
import { LoadFailed } from '../../ui/LoadFailed';

/**
 * `/pages/promotion/index`: the user's code, link and poster, the kickback chosen for new friends,
 * the figures (invited, income, pending payout, rank), how it works, and the ranking and records.
 */
export default function ReferralScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const summary = useReferralSummary();
  return (
    <Page title={t('referral.title')} testId="referral-page">
      <Refreshable onRefresh={() => queryClient.invalidateQueries({ queryKey: referralKeys.all })}>
        {summary.data ? (
          <>
            <InviteCard summary={summary.data} />
            <div className="tw-content tw-referral-body">
              <ReferralFigures summary={summary.data} />
              <nav className="tw-referral-links">
                <Link to="/pages/promotion/ranking" data-testid="referral-to-ranking">
                  {t('referral.to_ranking')}
                </Link>
                <Link to="/pages/promotion/records" data-testid="referral-to-records">
                  {t('referral.to_records')}
                </Link>
              </nav>
              <KickbackCard ratio={summary.data.ratio} />
              <HowItWorks ratio={summary.data.ratio} />
            </div>
          </>
        ) : summary.isError ? (
          <LoadFailed message={t('referral.load_failed')} onRetry={() => summary.refetch()} />
        ) : (
          <div className="tw-content" aria-hidden="true">
            <div className="tw-skeleton-block" />
          </div>
        )}
      </Refreshable>
    </Page>
  );
}
