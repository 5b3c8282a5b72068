import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { VolumeO } from '@react-vant/icons';
import { useLatestAnnouncement } from './queries';
import '../notices.css';

/** Home's line with the newest announcement, scrolling when it is longer than the screen. */
export function AnnouncementLine() {
  const { t } = useTranslation();
  const latest = useLatestAnnouncement().data;
  if (!latest) return null;
  return (
    <Link
      to={`/pages/notice/detail?id=${latest.id}`}
      className="tw-announcement-line"
      aria-label={t('home.announcement', { title: latest.title })}
      data-testid="announcement-line"
    >
      <VolumeO fontSize={16} aria-hidden="true" />
      <span className="tw-announcement-track">
        <span className="tw-announcement-text">{latest.title}</span>
      </span>
    </Link>
  );
}
