import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Arrow, Certificate } from '@react-vant/icons';
import { useSession } from '../../api/session/useSession';
import { formatRate } from '../../ui/format/money';
import { useLatestReserves } from './queries';
import { ratioForPercent, summarizeRatios } from './ratios';
import './reservesLink.css';

/**
 * The assets screen's way to the proof of reserves, with the latest snapshot in a word: "≥ 100%"
 * when every coin owed is covered, the lowest ratio when one is not. Its texts come with the
 * assets screen's (locales/reserves/assets).
 */
export function ReservesLink() {
  const { t, i18n } = useTranslation();
  const { loggedIn } = useSession();
  const latest = useLatestReserves(loggedIn);
  const snapshot = latest.data?.snapshot;
  const summary = snapshot ? summarizeRatios(snapshot.coins) : null;
  const figure =
    summary?.kind === 'covered'
      ? t('reserves.link.covered', { percent: formatRate('1', i18n.language).text })
      : summary?.kind === 'short'
        ? formatRate(ratioForPercent(summary.lowest), i18n.language).text
        : summary?.kind === 'unread'
          ? t('reserves.link.unread')
          : null;
  return (
    <Link to="/pages/assets/reserves" className="tw-card tw-reserves-link" data-testid="assets-reserves-link">
      <Certificate fontSize={20} className="tw-reserves-link-icon" />
      <span className="tw-reserves-link-title">{t('reserves.link.title')}</span>
      {figure && (
        <span
          className={`tw-reserves-link-figure tw-reserves-link-${summary!.kind}`}
          data-testid="assets-reserves-ratio"
        >
          {figure}
        </span>
      )}
      <Arrow className="tw-muted" />
    </Link>
  );
}
