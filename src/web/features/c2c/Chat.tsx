import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Loading } from 'react-vant';
import 'react-vant/es/loading/style/index.css';
import { PhotoO } from '@react-vant/icons';
import { schemaErrors } from '../../../core/forms/fieldErrors';
import { c2cSendMessageRequest, type C2cMessage } from '../../../core/schemas/c2c';
import { UPLOAD_MIME_TYPES } from '../../../core/schemas/upload';
import { useChatComposer, type ChatMessageDraft } from '../../ui/chat/useChatComposer';
import { FieldError } from '../../ui/forms/FieldError';
import { useFieldErrors } from '../../ui/forms/useFieldErrors';
import { formatDateMinute } from '../../ui/format/formatTime';
import { ChatImage } from './ChatImage';
import { c2cKeys, sendMessage, useMessages } from './queries';

const TEXT_MAX = 500;

/**
 * The order's chat between the two parties (and an operator in an appeal): messages oldest first,
 * a text box, and a photo (the payment proof) uploaded, then sent. Closed once the order is.
 */
export function Chat({ orderId, open }: { orderId: number; open: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const queryClient = useQueryClient();
  const messages = useMessages(orderId);
  const end = useRef<HTMLLIElement | null>(null);
  const list = messages.data ?? [];
  const send = async (message: ChatMessageDraft) => {
    try {
      const sent = await sendMessage(orderId, message);
      queryClient.setQueryData<{ list: C2cMessage[] }>(c2cKeys.messages(orderId), (old) =>
        old && !old.list.some((m) => m.id === sent.id) ? { list: [...old.list, sent] } : old,
      );
      void queryClient.invalidateQueries({ queryKey: c2cKeys.messages(orderId) });
      return true;
    } catch {
      return false; // the client toasted the server's reason
    }
  };

  const { text, setText, sending, submit, attach } = useChatComposer(send);
  const errors = schemaErrors<'text'>(c2cSendMessageRequest, { id: orderId, text });
  // An empty box only disables the button; a text too long also says so.
  const shown = useFieldErrors<'text'>(errors.filter((e) => e.key !== 'errors.c2c_message_empty'));

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [list.length]);

  return (
    <section className="tw-card tw-c2c-chat" data-testid="c2c-chat">
      <h3>{t('c2c.chat.title')}</h3>
      {messages.isError && !messages.data ? (
        <p className="tw-muted tw-small">{t('c2c.chat.load_failed')}</p>
      ) : list.length === 0 ? (
        // A closed chat with nothing in it says only that it is closed (below).
        open && (
          <p className="tw-muted tw-small" data-testid="c2c-chat-empty">
            {messages.data ? t('c2c.chat.empty') : t('common.loading')}
          </p>
        )
      ) : (
        <ul className="tw-c2c-messages" data-testid="c2c-chat-messages">
          {list.map((m) => (
            <li key={m.id} className="tw-c2c-message" data-from={m.from} data-testid="c2c-chat-message">
              {m.from === 'operator' && <small className="tw-c2c-operator">{t('c2c.chat.operator')}</small>}
              {m.text && <p data-testid="c2c-chat-text">{m.text}</p>}
              {m.image_url && <ChatImage url={m.image_url} />}
              <time className="tw-muted tw-num">{formatDateMinute(m.created_at, lang)}</time>
            </li>
          ))}
          <li ref={end} aria-hidden="true" className="tw-c2c-messages-end" />
        </ul>
      )}
      {open ? (
        <form className="tw-c2c-chat-form" onSubmit={(e) => void submit(e, errors.length > 0)}>
          <label className="tw-c2c-attach" aria-label={t('c2c.chat.attach')}>
            {sending ? <Loading size={18} /> : <PhotoO fontSize={22} />}
            <input
              type="file"
              accept={UPLOAD_MIME_TYPES.join(',')}
              onChange={(e) => void attach(e)}
              disabled={sending}
              data-testid="c2c-chat-attach"
            />
          </label>
          <input
            className="tw-c2c-chat-input"
            value={text}
            maxLength={TEXT_MAX + 1}
            placeholder={t('c2c.chat.placeholder')}
            onChange={(e) => setText(e.target.value)}
            data-testid="c2c-chat-input"
          />
          <button
            type="submit"
            className="tw-c2c-chat-send"
            disabled={errors.length > 0 || sending}
            data-testid="c2c-chat-send"
          >
            {t('c2c.chat.send')}
          </button>
        </form>
      ) : (
        <p className="tw-muted tw-small" data-testid="c2c-chat-closed">
          {t('c2c.chat.closed')}
        </p>
      )}
      <FieldError text={shown.reason} testId="c2c-chat-error" />
    </section>
  );
}
