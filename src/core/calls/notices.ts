import { defineCall } from '../contract/call';
import {
  announcementListRequest,
  notice,
  noticeDetailRequest,
  noticeList,
  noticeListRequest,
  noticeListWithUnread,
  readAllRequest,
  readAllResult,
} from '../schemas/notices';

/*
 * Spec §3 "News": announcements and the user's messages. Messages are written by the server when
 * something happens (a deposit credited, a withdrawal rejected, a liquidation…), in the same
 * transaction, and told on the private channel with the unread counts.
 */
export const tag = 'notices';
/** What this file's calls are about: its tag in the OpenAPI document. */
export const tagDescription =
  'Announcements, and the messages the server writes when something happens to a user’s money or account';

export const announcementList = defineCall({
  id: 'notices.announcements',
  method: 'POST',
  path: '/news/announcement',
  auth: 'optional',
  tag,
  summary: 'Published announcements: pinned first, then newest',
  description: 'Public. With a session, `read` says whether this user has opened each one.',
  request: announcementListRequest,
  response: noticeList,
});

export const noticeListCall = defineCall({
  id: 'notices.list',
  method: 'POST',
  path: '/news/list',
  auth: 'optional',
  tag,
  summary: 'Announcements or the signed-in user’s messages, with the unread counts of both',
  description: 'Messages need a session (999 without one); announcements are public.',
  request: noticeListRequest,
  response: noticeListWithUnread,
});

export const noticeDetail = defineCall({
  id: 'notices.detail',
  method: 'POST',
  path: '/news/detail',
  auth: 'optional',
  tag,
  summary: 'One announcement or message, which is then marked read',
  description: 'A message opens only for its owner; anyone else is told it does not exist.',
  request: noticeDetailRequest,
  response: notice,
});

export const readAll = defineCall({
  id: 'notices.readAll',
  method: 'POST',
  path: '/news/read_all',
  auth: 'session',
  tag,
  summary: 'Mark every announcement or every message read',
  request: readAllRequest,
  response: readAllResult,
});

export const calls = [announcementList, noticeListCall, noticeDetail, readAll];
