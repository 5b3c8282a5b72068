import type { HomeEntry } from '../../../ui/page/routeManifest';
import { AnnouncementLine } from './AnnouncementLine';
import { NoticeBell } from './NoticeBell';

/** Home shows the bell with the unread count, and the newest announcement as a scrolling line. */
export const homeEntries: HomeEntry[] = [
  { place: 'header', Part: NoticeBell, order: 10 },
  { place: 'content', Part: AnnouncementLine, order: 10 },
];
