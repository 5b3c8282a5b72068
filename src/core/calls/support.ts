import { z } from 'zod';
import { defineCall, noInput } from '../contract/call';
import * as schema from '../schemas/support';

/*
 * The live chat with support (spec: help centre, online chat). One conversation per user; support
 * answers through `npm run ops` (support:chats, support:chat, support:reply), and each message is
 * told to the user's sockets on the private channel as a `support.message` frame.
 */
export const tag = 'support';
/** What this file's calls are about: its tag in the OpenAPI document. */
export const tagDescription =
  'The live chat with support: text and images, the history page by page, unread replies, support hours';

export const supportMessages = defineCall({
  id: 'support.messages',
  method: 'GET',
  path: '/support/messages',
  auth: 'session',
  tag,
  summary: "The caller's conversation with support, a page at a time, oldest first within the page",
  description:
    'No `before` nor `after`: the newest page. `before`: the page of older messages (scrolling back). ' +
    '`after`: the messages since that id (catching up after a frame); `has_more` then says more are newer.',
  request: schema.supportMessagesRequest,
  response: schema.supportMessages,
});

export const supportSend = defineCall({
  id: 'support.send',
  method: 'POST',
  path: '/support/send',
  auth: 'session',
  tag,
  summary: 'Write to support: a text, one of the caller’s uploads (an image), or both',
  description:
    `Text up to ${schema.SUPPORT_TEXT_MAX} characters; an image is an upload id from \`POST /upload\` ` +
    'made by the caller (anyone else’s is "not found"). Sent once per `request_id`: a retry answers the first message.',
  request: schema.supportSendRequest,
  response: schema.supportMessage,
});

export const supportRead = defineCall({
  id: 'support.read',
  method: 'POST',
  path: '/support/read',
  auth: 'session',
  tag,
  summary: "Mark support's replies read (the chat is open); answers the unread count, now 0",
  request: noInput,
  response: schema.supportUnread,
});

export const supportUnread = defineCall({
  id: 'support.unread',
  method: 'GET',
  path: '/support/unread',
  auth: 'session',
  tag,
  summary: "How many of support's replies the caller has not read (the menu's badge)",
  request: noInput,
  response: schema.supportUnread,
});

export const supportImage = defineCall({
  id: 'support.image',
  method: 'GET',
  path: '/support/image',
  auth: 'session',
  tag,
  summary: "An image of the caller's conversation with support, by its message id",
  description: "Only the conversation's user reads it; anyone else's is 404.",
  request: schema.supportImageRequest,
  response: z.unknown(),
  fileTypes: ['image/jpeg', 'image/png', 'image/webp'],
});

export const supportHours = defineCall({
  id: 'support.hours',
  method: 'GET',
  path: '/support/hours',
  auth: 'none',
  tag,
  summary: 'When support answers (SUPPORT_HOURS), its usual reply time, and whether it is within hours now',
  request: noInput,
  response: schema.supportHours,
});

export const calls = [supportMessages, supportSend, supportRead, supportUnread, supportImage, supportHours];
