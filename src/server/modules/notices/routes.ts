import * as calls from '../../../core/calls/notices';
import { route, type Route } from '../../http/calls';
import type { NoticesService } from './service';

/** Spec §3 news calls: announcements for everyone, messages for their owner. */
export function noticeRoutes({ notices }: { notices: NoticesService }): Route[] {
  return [
    route(calls.announcementList, ({ page, limit }, { session, request }) =>
      notices.announcements(session?.userId ?? null, request.lang, page, limit),
    ),
    route(calls.noticeListCall, ({ kind, page, limit }, { session, request }) =>
      notices.list(kind, session?.userId ?? null, request.lang, page, limit),
    ),
    route(calls.noticeDetail, ({ id }, { session, request }) =>
      notices.detail(id, session?.userId ?? null, request.lang),
    ),
    route(calls.readAll, ({ kind }, { session }) => notices.readAll(kind, session.userId)),
  ];
}
