import type { ServerModule } from '../module';
import { messageHearers } from './messages';
import { announcementCommands } from './ops';
import { noticeRoutes } from './routes';
import { createNoticesService, type NoticesService } from './service';

declare module '../module' {
  interface Services {
    notices: NoticesService;
  }
}

/** Announcements and messages: what the platform and the user's own records have to say. */
export const noticesModule: ServerModule = {
  name: 'notices',
  hears: messageHearers,
  opsCommands: announcementCommands,
  setup({ db, clock, t }) {
    const notices = createNoticesService({ db, clock, t });
    return { services: { notices }, routes: noticeRoutes({ notices }) };
  },
};
