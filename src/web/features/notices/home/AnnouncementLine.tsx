import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PauseCircleO, PlayCircleO, VolumeO } from '@react-vant/icons';
import { useLatestAnnouncement } from './queries';
import '../notices.css';

/**
 * Home's line with the newest announcement, scrolling when it is longer than the screen. Moving
 * text that runs on beside the rest of the screen must be stoppable (WCAG 2.2.2): the button
 * beside it pauses it, as does a finger or a pointer resting on it, or focus inside it; readers
 * who ask for reduced motion get the title still, cut with an ellipsis.
 */
export function AnnouncementLine() {
  const { t } = useTranslation();
  const latest = useLatestAnnouncement().data;
  const [paused, setPaused] = useState(false);
  if (!latest) return null;
  return (
    <div className="tw-announcement-line" data-paused={paused || undefined}>
      <Link
        to={`/pages/notice/detail?id=${latest.id}`}
        className="tw-announcement-link"
        aria-label={t('home.announcement', { title: latest.title })}
        data-testid="announcement-line"
      >
        <VolumeO fontSize={16} aria-hidden="true" />
        <span className="tw-announcement-track">
          <span className="tw-announcement-text">{latest.title}</span>
        </span>
      </Link>
      <button
        type="button"
        className="tw-announcement-pause"
        aria-pressed={paused}
        aria-label={t('home.announcement_pause')}
        onClick={() => setPaused(!paused)}
        data-testid="announcement-pause"
      >
        {paused ? (
          <PlayCircleO fontSize={18} aria-hidden="true" />
        ) : (
          <PauseCircleO fontSize={18} aria-hidden="true" />
        )}
      </button>
    </div>
  );
}
