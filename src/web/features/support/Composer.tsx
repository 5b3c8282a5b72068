import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Loading } from 'react-vant';
import 'react-vant/es/loading/style/index.css';
import { PhotoO } from '@react-vant/icons';
import { schemaErrors } from '../../../core/forms/fieldErrors';
import { SUPPORT_TEXT_MAX, supportSendRequest } from '../../../core/schemas/support';
import { UPLOAD_MIME_TYPES } from '../../../core/schemas/upload';
import { useChatComposer, type ChatMessageDraft } from '../../ui/chat/useChatComposer';
import { FieldError } from '../../ui/forms/FieldError';
import { useFieldErrors } from '../../ui/forms/useFieldErrors';
import { useAttemptId } from '../../ui/hooks/useAttemptId';
import { addMessages, sendMessage } from './queries';

/**
 * What the user writes: a text, or a photo uploaded then sent. Each send carries one request id
 * per attempt, so a double tap or a retry after a lost answer sends once.
 */
export function Composer({ onSent }: { onSent(): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const attempt = useAttemptId();
  const send = async (message: ChatMessageDraft) => {
    try {
      const sent = await sendMessage(message, attempt.idFor(JSON.stringify(message)));
      attempt.finish();
      addMessages(queryClient, [sent]);
      onSent();
      return true;
    } catch {
      return false; // the client toasted the server's reason; the same attempt retries
    }
  };
  const { text, setText, sending, submit, attach } = useChatComposer(send);
  // The request id is the server's rule; the form checks only what was typed.
  const errors = schemaErrors<'text'>(supportSendRequest, { text, request_id: 'typed-locally' });
  // An empty box only disables the button; a text too long also says so.
  const shown = useFieldErrors<'text'>(errors.filter((e) => e.key !== 'errors.support_message_empty'));

  return (
    <div className="tw-support-composer">
      <FieldError text={shown.reason} testId="support-error" />
      <form className="tw-support-form" onSubmit={(e) => void submit(e, errors.length > 0)}>
        <label className="tw-support-attach" aria-label={t('support.live.attach')}>
          {sending ? <Loading size={20} /> : <PhotoO fontSize={24} />}
          <input
            type="file"
            accept={UPLOAD_MIME_TYPES.join(',')}
            onChange={(e) => void attach(e)}
            disabled={sending}
            data-testid="support-attach"
          />
        </label>
        <input
          className="tw-support-input"
          value={text}
          maxLength={SUPPORT_TEXT_MAX + 1}
          placeholder={t('support.live.placeholder')}
          onChange={(e) => setText(e.target.value)}
          enterKeyHint="send"
          data-testid="support-input"
        />
        <button
          type="submit"
          className="tw-support-send"
          disabled={errors.length > 0 || sending}
          data-testid="support-send"
        >
          {t('support.live.send')}
        </button>
      </form>
    </div>
  );
}
