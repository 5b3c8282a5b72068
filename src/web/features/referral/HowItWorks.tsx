import { useTranslation } from 'react-i18next';
import { ratioText } from './format';

/** Three steps: share the link, friends sign up and trade, the ratio of their fees paid every hour. */
export function HowItWorks({ ratio }: { ratio: string }) {
  const { t, i18n } = useTranslation();
  const steps = [
    [t('referral.how.share_title'), t('referral.how.share')],
    [t('referral.how.join_title'), t('referral.how.join')],
    [t('referral.how.earn_title'), t('referral.how.earn', { ratio: ratioText(ratio, i18n.language) })],
  ] as const;
  return (
    <section className="tw-card tw-referral-how" data-testid="referral-how">
      <h2>{t('referral.how.title')}</h2>
      <ol>
        {steps.map(([title, text], i) => (
          <li key={title}>
            <span className="tw-referral-step" aria-hidden="true">
              {i + 1}
            </span>
            <div>
              <strong>{title}</strong>
              <p className="tw-muted tw-small">{text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
