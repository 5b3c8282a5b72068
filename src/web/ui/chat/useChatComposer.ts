import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Toast } from 'react-vant';
import 'react-vant/es/toast/style/index.css';
import { sizeLimitText } from '../../../core/schemas/upload';
import type { ApiError } from '../../api/client';
import { uploadFile } from '../../api/uploads';
import { useUploadMaxBytes } from '../upload/useUploadMaxBytes';

export type ChatMessageDraft = { text?: string; image?: string };

/**
 * A chat's composer (a peer-to-peer order's, the support chat's): the typed text, and sending it,
 * or a photo uploaded first then sent, one at a time. `send` says whether the message went (the
 * API client has already told the reader why not); the text is cleared only when it did.
 */
export function useChatComposer(send: (message: ChatMessageDraft) => Promise<boolean>) {
  const { t } = useTranslation();
  const maxBytes = useUploadMaxBytes();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);

  const sendOnce = async (message: ChatMessageDraft) => {
    setSending(true);
    try {
      return await send(message);
    } finally {
      setSending(false);
    }
  };

  /** The form's submit: `blocked` while the typed text has an error. */
  const submit = async (event: FormEvent, blocked: boolean) => {
    event.preventDefault();
    if (blocked || sending) return;
    if (await sendOnce({ text: text.trim() })) setText('');
  };

  const attach = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file chosen again must fire again
    if (!file) return;
    if (file.size > maxBytes)
      return void Toast(t('errors.upload_too_large', { max: sizeLimitText(maxBytes) }));
    setSending(true);
    try {
      const upload = await uploadFile(file);
      await send({ image: upload.id });
    } catch (error) {
      const failure = error as ApiError;
      if (failure.kind !== 'notLoggedIn' && failure.message) Toast(failure.message);
    } finally {
      setSending(false);
    }
  };

  return { text, setText, sending, submit, attach };
}
