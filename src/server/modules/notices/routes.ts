import * as calls from '../../../core/calls/notices';
import { route, type Route } from '../../http/calls';
import type { NoticesService } from './service';

/** Spec §3 news calls: announcements for everyone, messages for their owner. */
export function noticeRoutes({ notices }: { notices: NoticesService }): Route[] {
  return [
    route(calls.announcementList, async ({ page, limit }, { session, request }) => {
      const { unread: _unread, ...answer } = await notices.list(
        'announcement',
        session?.userId ?? null,
        request.lang,
        page,
        limit,
      );
      return answer;
    }),
    route(calls.noticeListCall, ({ kind, page, limit }, { session, request }) =>
      notices.list(kind, session?.userId ?? null, request.lang, page, limit),
    ),
    route(calls.noticeDetail, ({ id }, { session, request }) =>
      notices.detail(id, session?.userId ?? null, request.lang),
    ),
    route(calls.readAll, ({ kind }, { session }) => notices.readAll(kind, session.userId)),
  ];
}
