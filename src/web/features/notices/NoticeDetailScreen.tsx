import { useEffect, useRef, type MouseEvent, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from 'react-vant';
import 'react-vant/es/button/style/index.css';
import { formatTime } from '../../ui/format/formatTime';
import { Page } from '../../ui/page/Page';
import { Refreshable } from '../../ui/page/Refreshable';
import { linkPath } from './links';
import { noticeKeys, useNotice } from './home/queries';
import './notices.css';

/** The server keeps a remote image as this placeholder; a tap loads it (modules/notices/sanitize.ts). */
const REMOTE_IMAGE = 'span.tw-remote-image';

/**
 * A tap on a remote image's placeholder opens the image outside the app: the page's content policy
 * loads no image from other sites, and the reader's tap is the only way one is ever asked for.
 */
function openRemoteImage(event: MouseEvent<HTMLDivElement>) {
  const placeholder = (event.target as HTMLElement).closest<HTMLElement>(REMOTE_IMAGE);
  const src = placeholder?.dataset.src;
  if (!placeholder || !src || !/^https?:\/\//.test(src)) return;
  window.open(src, '_blank', 'noopener,noreferrer');
}

/** The placeholders say, in the reader's language, what a tap does. */
function useImageHints(body: RefObject<HTMLDivElement | null>, html: string | undefined) {
  const { t } = useTranslation();
  const hint = t('notices.tap_image');
  useEffect(() => {
    body.current?.querySelectorAll<HTMLElement>(REMOTE_IMAGE).forEach((placeholder) => {
      placeholder.dataset.hint = hint;
      placeholder.setAttribute('role', 'button');
      placeholder.tabIndex = 0;
    });
  }, [body, html, hint]);
}

/** `/pages/notice/detail?id=`: one announcement or message, marked read as it opens. */
export default function NoticeDetailScreen() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const notice = useNotice(id);
  const found = notice.data;
  const body = useRef<HTMLDivElement>(null);
  useImageHints(body, found?.body_html);
  return (
    <Page
      title={t(found?.kind === 'message' ? 'notices.message_title' : 'notices.announcement_title')}
      testId="notice-detail"
    >
      <Refreshable onRefresh={() => queryClient.invalidateQueries({ queryKey: noticeKeys.one(id) })}>
        <article className="tw-notice-detail">
          {notice.isPending && notice.fetchStatus !== 'idle' ? (
            <div className="tw-skeleton-row tw-skeleton-block" aria-busy="true" />
          ) : !found ? (
            <p className="tw-muted" data-testid="notice-missing">
              {t('notices.missing')}
            </p>
          ) : (
            <>
              <h1 data-testid="notice-title">{found.title}</h1>
              <time className="tw-muted tw-small tw-num" dateTime={new Date(found.created_at).toISOString()}>
                {formatTime(found.created_at, i18n.language)}
              </time>
              {found.coin && (
                <dl className="tw-notice-listing" data-testid="notice-listing">
                  <dt>{t('notices.listing.coin')}</dt>
                  <dd>{found.coin}</dd>
                  <dt>{t('notices.listing.issue_date')}</dt>
                  <dd className="tw-num">{found.issue_date}</dd>
                  <dt>{t('notices.listing.listing_date')}</dt>
                  <dd className="tw-num">{found.listing_date}</dd>
                </dl>
              )}
              {/* Cleaned on the server before it was stored (sanitize-html): nothing in it runs. */}
              <div
                ref={body}
                className="tw-notice-body"
                data-testid="notice-body"
                onClick={openRemoteImage}
                dangerouslySetInnerHTML={{ __html: found.body_html }}
              />
              {found.link && (
                <Link to={linkPath(found.link)} data-testid="notice-link">
                  <Button round block type="primary" plain>
                    {t(`notices.open.${found.link.type}`)}
                  </Button>
                </Link>
              )}
            </>
          )}
        </article>
      </Refreshable>
    </Page>
  );
}
