import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading, Popup } from 'react-vant';
import 'react-vant/es/loading/style/index.css';
import 'react-vant/es/popup/style/index.css';
import { useUploadPreview } from '../../ui/upload/useUploadPreview';

/**
 * An image of the chat (a payment proof): a thumbnail that opens full size. Its address needs the
 * session's header, so it is read as a blob (useUploadPreview) rather than by `<img src>`.
 */
export function ChatImage({ url }: { url: string }) {
  const { t } = useTranslation();
  const { src, failed } = useUploadPreview(url);
  const [open, setOpen] = useState(false);
  if (failed)
    return (
      <span className="tw-muted tw-small" data-testid="c2c-chat-image-failed">
        {t('c2c.chat.image_failed')}
      </span>
    );
  if (!src) return <Loading size={20} />;
  return (
    <>
      <button
        type="button"
        className="tw-c2c-chat-thumb"
        onClick={() => setOpen(true)}
        aria-label={t('c2c.chat.open_image')}
        data-testid="c2c-chat-image"
      >
        <img src={src} alt="" />
      </button>
      <Popup visible={open} onClose={() => setOpen(false)} className="tw-c2c-image-popup" destroyOnClose>
        <button
          type="button"
          className="tw-c2c-image-full"
          onClick={() => setOpen(false)}
          aria-label={t('c2c.chat.close_image')}
          data-testid="c2c-chat-image-full"
        >
          <img src={src} alt="" />
        </button>
      </Popup>
    </>
  );
}
