import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading, Popup } from 'react-vant';
import 'react-vant/es/loading/style/index.css';
import 'react-vant/es/popup/style/index.css';
import { useUploadPreview } from '../../ui/upload/useUploadPreview';

/**
 * An image of the conversation: a thumbnail that opens full size. Its address needs the session's
 * header, so it is read as a blob (useUploadPreview) rather than by `<img src>`.
 */
export function SupportImage({ url }: { url: string }) {
  const { t } = useTranslation();
  const { src, failed } = useUploadPreview(url);
  const [open, setOpen] = useState(false);
  if (failed)
    return (
      <span className="tw-muted tw-small" data-testid="support-image-failed">
        {t('support.live.image_failed')}
      </span>
    );
  if (!src) return <Loading size={20} className="tw-support-thumb-wait" />;
  return (
    <>
      <button
        type="button"
        className="tw-support-thumb"
        onClick={() => setOpen(true)}
        aria-label={t('support.live.open_image')}
        data-testid="support-image"
      >
        <img src={src} alt="" />
      </button>
      <Popup visible={open} onClose={() => setOpen(false)} className="tw-support-image-popup" destroyOnClose>
        <button
          type="button"
          className="tw-support-image-full"
          onClick={() => setOpen(false)}
          aria-label={t('support.live.close_image')}
        >
          <img src={src} alt="" />
        </button>
      </Popup>
    </>
  );
}
