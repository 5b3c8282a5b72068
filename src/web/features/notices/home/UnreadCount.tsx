import { useUnread } from './queries';
import '../notices.css';

/** The unread announcements and messages as a red count, or nothing when all are read. */
export function UnreadCount({ testId }: { testId: string }) {
  const unread = useUnread();
  const total = unread.announcement + unread.message;
  return total > 0 ? (
    <span className="tw-notices-badge" data-testid={testId}>
      {total > 99 ? '99+' : total}
    </span>
  ) : null;
}

/** The menu entry's count: the same as the bell's. */
export const MenuUnreadCount = () => <UnreadCount testId="menu-notices-count" />;
