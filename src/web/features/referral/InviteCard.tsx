import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-vant';
import 'react-vant/es/button/style/index.css';
import type { ReferralSummary } from '../../../core/schemas/referral';
import { CopyLine } from './CopyLine';
import { ratioText } from './format';
import { PosterPopup } from './PosterPopup';

/** The top of the screen: the ratio (and the partner badge), the code and link to copy, the poster. */
export function InviteCard({ summary }: { summary: ReferralSummary }) {
  const { t, i18n } = useTranslation();
  const [posterOpen, setPosterOpen] = useState(false);
  return (
    <section className="tw-referral-hero" data-testid="referral-invite">
      <p className="tw-referral-hero-lead">{t('referral.hero.lead')}</p>
      <p className="tw-referral-hero-ratio">
        <strong className="tw-num" data-testid="referral-ratio">
          {ratioText(summary.ratio, i18n.language)}
        </strong>
        {summary.is_partner && (
          <span className="tw-referral-partner" data-testid="referral-partner">
            {t('referral.partner')}
          </span>
        )}
      </p>
      <p className="tw-referral-hero-note">{t('referral.hero.note')}</p>
      <div className="tw-referral-share">
        <CopyLine label={t('referral.code')} value={summary.code} testId="referral-code" />
        <CopyLine label={t('referral.link')} value={summary.link} testId="referral-link" />
        <Button
          type="primary"
          block
          round
          onClick={() => setPosterOpen(true)}
          data-testid="referral-poster-open"
        >
          {t('referral.poster.open')}
        </Button>
      </div>
      <PosterPopup open={posterOpen} onClose={() => setPosterOpen(false)} link={summary.link} />
    </section>
  );
}
