import { useTranslation } from 'react-i18next';
import type { SupportMessage } from '../../../core/schemas/support';
import { useNow } from '../../ui/hooks/useNow';
import { formatMessageTime } from './formatMessageTime';
import { SupportImage } from './SupportImage';

/** One message: mine on the right, support's on the left with its name, each with its time. */
export function MessageBubble({ message }: { message: SupportMessage }) {
  const { t, i18n } = useTranslation();
  // When the bubble was first drawn: enough to tell today's messages from older ones.
  const now = useNow(false);
  return (
    <li
      className="tw-support-message"
      data-from={message.from}
      data-image-only={Boolean(message.image_url && !message.text) || undefined}
      data-testid="support-message"
    >
      {message.from === 'support' && <small className="tw-support-author">{t('support.live.support')}</small>}
      {message.text && <p data-testid="support-message-text">{message.text}</p>}
      {message.image_url && <SupportImage url={message.image_url} />}
      <time className="tw-num" dateTime={new Date(message.created_at).toISOString()}>
        {formatMessageTime(message.created_at, now, i18n.language)}
      </time>
    </li>
  );
}
