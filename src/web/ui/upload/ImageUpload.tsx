import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, Loading, Toast } from 'react-vant';
import 'react-vant/es/dialog/style/index.css';
import 'react-vant/es/loading/style/index.css';
import { Cross, Plus, Replay } from '@react-vant/icons';
import {
  sizeLimitText,
  UPLOAD_MIME_TYPES,
  type UploadPurpose,
  type UploadResult,
} from '../../../core/schemas/upload';
import { useUploadMaxBytes } from './useUploadMaxBytes';
import { uploadFile } from '../../api/uploads';
import type { ApiError } from '../../api/client';
import { useUploadPreview } from './useUploadPreview';
import './ImageUpload.css';

export type ImageUploadProps = {
  /** The upload id held by the form, or null. */
  value: string | null;
  /** Called with the new id once the server has the file, and with null after a confirmed removal. */
  onChange(id: string | null, upload?: UploadResult): void;
  /** Sent with the file; verification photos must name their slot. */
  purpose?: UploadPurpose;
  /** Caption under the tile ("Front of ID", "Transfer voucher"). */
  label?: ReactNode;
  /** Overrides the server's limit (defaults to `upload/limits`). */
  maxBytes?: number;
  disabled?: boolean;
  /** On the wrapper; the file input, retry and remove buttons get `-input`, `-retry`, `-remove`. */
  testId?: string;
};

type Local = {
  file: File;
  preview: string;
  status: 'uploading' | 'failed' | 'done';
  percent: number;
};

/**
 * One photo: pick → preview at once → upload with progress → done. A file over the limit is
 * refused before it is sent (spec §8 "out of allowable file size"); a failed upload says
 * "upload failed, retry" on the photo and retries the same file when tapped; removal asks first
 * (spec §5). Uploads time out after 60 s (spec §9).
 */
export function ImageUpload({
  value,
  onChange,
  purpose,
  label,
  maxBytes,
  disabled,
  testId,
}: ImageUploadProps) {
  const { t } = useTranslation();
  const serverMax = useUploadMaxBytes();
  const limit = maxBytes ?? serverMax;
  const [local, setLocal] = useState<Local | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  // A value the form already had (e.g. coming back to the screen): show the stored picture.
  const remote = useUploadPreview(value && !local ? `/api/upload/${value}` : null);

  useEffect(() => () => inFlight.current?.abort(), []);
  useEffect(() => {
    const preview = local?.preview;
    return () => {
      if (preview) URL.revokeObjectURL(preview);
    };
  }, [local?.preview]);

  const start = async (file: File, preview: string) => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setLocal({ file, preview, status: 'uploading', percent: 0 });
    try {
      const result = await uploadFile(file, {
        purpose,
        signal: controller.signal,
        onProgress: (percent) => setLocal((l) => (l && l.file === file ? { ...l, percent } : l)),
      });
      if (controller.signal.aborted) return;
      setLocal((l) => (l && l.file === file ? { ...l, status: 'done', percent: 100 } : l));
      onChange(result.id, result);
    } catch (error) {
      if (controller.signal.aborted) return;
      setLocal((l) => (l && l.file === file ? { ...l, status: 'failed' } : l));
      const failure = error as ApiError;
      // Why it failed (wrong type, too large, timeout); the photo itself says "retry".
      if (failure.kind !== 'notLoggedIn' && failure.message) Toast(failure.message);
    }
  };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again must fire again
    if (!file) return;
    if (file.size > limit) {
      Toast(t('errors.upload_too_large', { max: sizeLimitText(limit) }));
      return;
    }
    void start(file, URL.createObjectURL(file));
  };

  const retry = () => {
    if (local) void start(local.file, local.preview);
  };

  const remove = async () => {
    const confirmed = await Dialog.confirm({
      message: t('upload.remove_confirm'),
      confirmButtonText: t('upload.remove'),
      cancelButtonText: t('common.cancel'),
    }).then(
      () => true,
      () => false,
    );
    if (!confirmed) return;
    inFlight.current?.abort();
    setLocal(null);
    onChange(null);
  };

  const src = local?.preview ?? remote.src;
  const status = local?.status ?? (value ? 'done' : 'empty');
  const id = (suffix: string) => (testId ? `${testId}-${suffix}` : undefined);

  return (
    <div className="tw-upload" data-testid={testId} data-status={status}>
      <div className="tw-upload-tile">
        {src ? <img src={src} alt="" /> : null}
        {!src && !value ? (
          <label className="tw-upload-pick">
            <Plus fontSize={26} />
            <span>{t('upload.choose')}</span>
            <input
              type="file"
              accept={UPLOAD_MIME_TYPES.join(',')}
              onChange={pick}
              disabled={disabled}
              data-testid={id('input')}
            />
          </label>
        ) : null}
        {!src && value && remote.failed ? (
          <div className="tw-upload-mask">{t('errors.upload_preview_failed')}</div>
        ) : null}
        {!src && value && !remote.failed ? (
          <div className="tw-upload-mask">
            <Loading size={20} color="#fff" />
          </div>
        ) : null}
        {local?.status === 'uploading' ? (
          <div className="tw-upload-mask" role="status">
            <Loading size={20} color="#fff" />
            <span>{t('upload.uploading', { percent: local.percent })}</span>
          </div>
        ) : null}
        {local?.status === 'failed' ? (
          <button
            type="button"
            className="tw-upload-mask tw-upload-failed"
            onClick={retry}
            data-testid={id('retry')}
          >
            <Replay fontSize={20} />
            <span>{t('upload.failed_retry')}</span>
          </button>
        ) : null}
        {(src || value) && local?.status !== 'uploading' && !disabled ? (
          <button
            type="button"
            className="tw-upload-remove"
            aria-label={t('upload.remove')}
            onClick={() => void remove()}
            data-testid={id('remove')}
          >
            <Cross fontSize={14} />
          </button>
        ) : null}
      </div>
      {label ? <div className="tw-upload-label">{label}</div> : null}
    </div>
  );
}

/** The accepted types and the size limit, said once under a group of uploads. */
export function UploadHint() {
  const { t } = useTranslation();
  const max = useUploadMaxBytes();
  return <p className="tw-upload-hint">{t('upload.hint', { max: sizeLimitText(max) })}</p>;
}
