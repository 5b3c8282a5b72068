import { useSupportUnread } from './useSupportUnread';
import './badge.css';

/** The menu entry's count: support's replies not read yet, or nothing when all are read. */
export function SupportUnreadCount() {
  const unread = useSupportUnread();
  return unread > 0 ? (
    <span className="tw-support-badge" data-testid="menu-contact-count">
      {unread > 99 ? '99+' : unread}
    </span>
  ) : null;
}
