import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Bell } from '@react-vant/icons';
import { useMessageEvents, useUnread } from './queries';
import { UnreadCount } from './UnreadCount';
import '../notices.css';

/** Home's bell: the unread messages and announcements, moved by the private channel as they come. */
export function NoticeBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const unread = useUnread();
  useMessageEvents();
  const total = unread.announcement + unread.message;
  return (
    <button
      type="button"
      className="tw-icon-button tw-notice-bell"
      aria-label={total > 0 ? t('home.notices_unread', { count: total }) : t('home.notices')}
      onClick={() => navigate(unread.message > 0 ? '/pages/notice/index?tab=message' : '/pages/notice/index')}
      data-testid="notice-bell"
    >
      <Bell fontSize={22} />
      <UnreadCount testId="notice-bell-count" />
    </button>
  );
}
