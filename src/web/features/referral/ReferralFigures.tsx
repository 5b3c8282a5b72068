import { useTranslation } from 'react-i18next';
import type { ReferralSummary } from '../../../core/schemas/referral';
import { formatDateMinute } from '../../ui/format/formatTime';
import { amountText } from './format';

/** The user's figures: friends invited, rank, income paid, and what the next hourly payout brings. */
export function ReferralFigures({ summary }: { summary: ReferralSummary }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <section className="tw-card tw-referral-figures" data-testid="referral-figures">
      <dl>
        <div>
          <dt className="tw-muted">{t('referral.figures.invited')}</dt>
          <dd className="tw-num" data-testid="referral-invited">
            {summary.invited_count}
          </dd>
        </div>
        <div>
          <dt className="tw-muted">{t('referral.figures.rank')}</dt>
          <dd className="tw-num" data-testid="referral-rank">
            {summary.rank === null ? t('referral.figures.unranked') : `#${summary.rank}`}
          </dd>
        </div>
        <div>
          <dt className="tw-muted">{t('referral.figures.total_income')}</dt>
          <dd className="tw-num" data-testid="referral-income">
            {amountText(summary.total_income, summary.currency, lang)}
          </dd>
        </div>
        <div>
          <dt className="tw-muted">{t('referral.figures.pending')}</dt>
          <dd className="tw-num" data-testid="referral-pending">
            {amountText(summary.pending_payout, summary.currency, lang)}
          </dd>
        </div>
      </dl>
      <p className="tw-muted tw-small" data-testid="referral-next-payout">
        {t('referral.figures.next_payout', { time: formatDateMinute(summary.next_payout_at, lang) })}
      </p>
    </section>
  );
}
