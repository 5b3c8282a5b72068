// Home's parts only: the screens download with their routes.
export { AnnouncementLine } from './AnnouncementLine';
export { NoticeBell } from './NoticeBell';
