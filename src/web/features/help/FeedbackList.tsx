import { useTranslation } from 'react-i18next';
import type { Feedback } from '../../../core/schemas/help';
import { formatTime } from '../../ui/format/formatTime';
import { PagedList } from '../../ui/page/PagedList';
import { useUploadPreview } from '../../ui/upload/useUploadPreview';
import { useFeedbackList } from './queries';

/** My feedback, newest first: what I sent, its screenshots, and the reply once support gives one. */
export function FeedbackList() {
  const { t } = useTranslation();
  const list = useFeedbackList();
  const items = list.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <div className="tw-help">
      <PagedList
        query={list}
        count={items.length}
        texts={{
          failed: t('help.load_failed'),
          empty: t('help.feedback.empty'),
          more: t('help.feedback.more'),
        }}
        emptyTestId="help-feedback-empty"
      >
        <ul className="tw-help-feedback" data-testid="help-feedback-list">
          {items.map((item) => (
            <FeedbackRow key={item.id} item={item} />
          ))}
        </ul>
      </PagedList>
    </div>
  );
}

function FeedbackRow({ item }: { item: Feedback }) {
  const { t, i18n } = useTranslation();
  return (
    <li className="tw-help-card" data-testid="help-feedback-row" data-status={item.status}>
      <div className="tw-help-feedback-head">
        <span className="tw-help-tag">{t(`help.feedback.kind.${item.category}`)}</span>
        <span className={`tw-help-status tw-help-status-${item.status}`} data-testid="help-feedback-status">
          {t(`help.feedback.status.${item.status}`)}
        </span>
      </div>
      <p className="tw-help-feedback-text">{item.content}</p>
      {item.images.length > 0 ? (
        <div className="tw-help-thumbs">
          {item.images.map((id, i) => (
            <Thumb key={id} id={id} alt={t('help.feedback.images_label', { n: i + 1 })} />
          ))}
        </div>
      ) : null}
      <time className="tw-muted tw-small tw-num" dateTime={new Date(item.created_at).toISOString()}>
        {formatTime(item.created_at, i18n.language)}
      </time>
      {item.reply ? (
        <div className="tw-help-reply" data-testid="help-feedback-reply">
          <strong>{t('help.feedback.reply')}</strong>
          <p>{item.reply}</p>
          {item.replied_at ? (
            <time className="tw-muted tw-small tw-num" dateTime={new Date(item.replied_at).toISOString()}>
              {formatTime(item.replied_at, i18n.language)}
            </time>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/** A screenshot the sender attached, read as its owner (uploads are served only to them). */
function Thumb({ id, alt }: { id: string; alt: string }) {
  const { src } = useUploadPreview(`/api/upload/${id}`);
  return (
    <span className="tw-help-thumb" data-testid="help-feedback-image">
      {src ? <img src={src} alt={alt} /> : null}
    </span>
  );
}
