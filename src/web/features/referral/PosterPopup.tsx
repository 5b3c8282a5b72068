import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Loading, Popup, Toast } from 'react-vant';
import 'react-vant/es/button/style/index.css';
import 'react-vant/es/loading/style/index.css';
import 'react-vant/es/popup/style/index.css';
import 'react-vant/es/toast/style/index.css';
import { currentLanguage } from '../../app/i18n';
import { useUploadPreview } from '../../ui/upload/useUploadPreview';
import { canShare, POSTER_FILE, sharePoster } from './posterActions';

/**
 * The poster (`user/my_poster`: a PNG with the code, the link and its QR code, in the reader's
 * language) with save and share. The image needs the session's header, so it is read as a blob
 * (useUploadPreview) rather than by `<img src>`. Wallet browsers often block downloads: a long
 * press on the image saves it there, and the note says so.
 */
export function PosterPopup({ open, onClose, link }: { open: boolean; onClose(): void; link: string }) {
  const { t } = useTranslation();
  const { src, failed } = useUploadPreview(open ? `/api/user/my_poster?lang=${currentLanguage()}` : null);
  const image = useRef<HTMLImageElement>(null);
  const share = async () => {
    if (!image.current) return;
    try {
      await sharePoster(image.current, link, t('referral.poster.share_title'));
    } catch {
      Toast(t('referral.poster.share_failed'));
    }
  };
  return (
    <Popup
      visible={open}
      onClose={onClose}
      closeable
      round
      className="tw-referral-poster-popup"
      destroyOnClose
      data-testid="referral-poster"
    >
      <h2 className="tw-referral-poster-title">{t('referral.poster.title')}</h2>
      <div className="tw-referral-poster-frame">
        {failed ? (
          <p className="tw-muted" data-testid="referral-poster-failed">
            {t('referral.poster.failed')}
          </p>
        ) : src ? (
          <img ref={image} src={src} alt={t('referral.poster.alt')} data-testid="referral-poster-image" />
        ) : (
          <Loading size={28} />
        )}
      </div>
      <p className="tw-muted tw-small tw-referral-poster-hint">{t('referral.poster.hold_hint')}</p>
      <div className="tw-referral-poster-actions">
        {/* A download link of the blob's address: the browser saves the file under this name. */}
        <a
          className="tw-referral-poster-save"
          href={src ?? undefined}
          download={POSTER_FILE}
          aria-disabled={!src}
          data-testid="referral-poster-save"
        >
          {t('referral.poster.save')}
        </a>
        {canShare() && (
          <Button
            round
            type="primary"
            disabled={!src}
            onClick={() => void share()}
            data-testid="referral-poster-share"
          >
            {t('referral.poster.share')}
          </Button>
        )}
      </div>
    </Popup>
  );
}
