import { useTranslation } from 'react-i18next';
import { timeLeft } from '../newcoins';

/** "Applications close in 2 d 04:05": what is waited for (a text key), then the time left until `at`. */
export function Countdown({
  aheadKey,
  at,
  now,
  testId,
}: {
  aheadKey: string;
  at: number;
  now: number;
  testId: string;
}) {
  const { t } = useTranslation();
  if (at <= now) return null;
  const left = timeLeft(at, now);
  return (
    <span data-testid={testId}>
      {t(aheadKey)} <span className="tw-num">{t('ieo.countdown', { days: left.days, time: left.time })}</span>
    </span>
  );
}
