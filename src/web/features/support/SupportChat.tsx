import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from 'react-vant';
import 'react-vant/es/loading/style/index.css';
import { EmptyState } from '../../ui/EmptyState';
import { Composer } from './Composer';
import { HoursLine } from './HoursLine';
import { MessageBubble } from './MessageBubble';
import { useHistory } from './queries';
import { useChatLive } from './useChatLive';
import { LoadFailed } from '../../ui/LoadFailed';

/** The newest message in view: the page's very end, below which only the composer sits. */
const scrollToEnd = () => window.scrollTo(0, document.documentElement.scrollHeight);

/** How near the bottom counts as reading the newest messages, in px. */
const BOTTOM_SLACK_PX = 80;
/** Scrolling this soon after the reader's wheel, touch or key is theirs (momentum included), in ms. */
const READER_SCROLL_MS = 1_500;

/**
 * The conversation with support: the hours line, the messages oldest first (older pages on
 * request, the reader's place kept), and the composer held at the bottom of the screen.
 */
export function SupportChat() {
  const { t } = useTranslation();
  const history = useHistory(true);
  useChatLive();
  const threadRef = useRef<HTMLDivElement | null>(null);
  const heightBeforeOlder = useRef<number | null>(null);
  const newestId = history.list.at(-1)?.id;
  const oldestId = history.list[0]?.id;

  // A new message at the bottom: bring it into view.
  useLayoutEffect(() => {
    if (newestId !== undefined) scrollToEnd();
  }, [newestId]);

  // Images arrive after their bubbles: a reader at the bottom stays at the bottom as they grow.
  // Only the reader's own scrolling says whether they left the bottom: the page's scrolls (the
  // route's scroll to top, our own scroll to the end) happen at moments that race the images.
  useEffect(() => {
    const thread = threadRef.current;
    if (!thread || typeof ResizeObserver === 'undefined') return;
    let atBottom = true;
    let readerMovedAt = 0;
    const onReader = () => {
      readerMovedAt = Date.now();
    };
    const onScroll = () => {
      if (Date.now() - readerMovedAt > READER_SCROLL_MS) return;
      const root = document.documentElement;
      atBottom = window.innerHeight + window.scrollY >= root.scrollHeight - BOTTOM_SLACK_PX;
    };
    const observer = new ResizeObserver(() => {
      if (atBottom && heightBeforeOlder.current === null) scrollToEnd();
    });
    observer.observe(thread);
    const readerInput = ['wheel', 'touchmove', 'keydown'] as const;
    for (const name of readerInput) window.addEventListener(name, onReader, { passive: true });
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer.disconnect();
      for (const name of readerInput) window.removeEventListener(name, onReader);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  // Older messages above: keep what the reader was looking at where it was.
  useLayoutEffect(() => {
    if (heightBeforeOlder.current === null) return;
    window.scrollBy(0, document.documentElement.scrollHeight - heightBeforeOlder.current);
    heightBeforeOlder.current = null;
  }, [oldestId]);

  const loadOlder = () => {
    heightBeforeOlder.current = document.documentElement.scrollHeight;
    void history.fetchNextPage();
  };

  return (
    <div className="tw-support-chat" data-testid="support-chat">
      <HoursLine />
      <div className="tw-support-thread" ref={threadRef}>
        {history.isPending ? (
          <Loading className="tw-support-wait" />
        ) : history.isError && history.list.length === 0 ? (
          <LoadFailed
            message={t('support.live.load_failed')}
            onRetry={() => history.refetch()}
            data-testid="support-load-failed"
          />
        ) : history.list.length === 0 ? (
          <div data-testid="support-empty">
            <EmptyState imageSize={80} description={t('support.live.empty')} />
          </div>
        ) : (
          <>
            {history.hasNextPage && (
              <button
                type="button"
                className="tw-support-older"
                onClick={loadOlder}
                disabled={history.isFetchingNextPage}
                data-testid="support-older"
              >
                {history.isFetchingNextPage ? <Loading size={16} /> : t('support.live.earlier')}
              </button>
            )}
            <ul className="tw-support-messages" data-testid="support-messages">
              {history.list.map((message) => (
                <MessageBubble key={message.id} message={message} />
              ))}
            </ul>
          </>
        )}
      </div>
      <Composer onSent={scrollToEnd} />
    </div>
  );
}
