import { z } from 'zod';
import { defineCall, noInput } from '../contract/call';
import * as schema from '../schemas/referral';

/*
 * Spec §7 promotion calls (`user/my_poster|my_share|invite|invite_list|my_invite_list|
 * my_account_return`) and `user/share_save`. Every rebate line names the trade and the fee it
 * came from.
 */
export const tag = 'referral';
/** What this file's calls are about: its tag in the OpenAPI document. */
export const tagDescription =
  'Referral: the invitation code, link and poster, rebates on invited users’ trading fees traced to each trade, the ranking';

export const referralInvite = defineCall({
  id: 'referral.invite',
  method: 'GET',
  path: '/user/invite',
  auth: 'session',
  tag,
  summary: "The caller's code, link, ratio and kickback, invited count, income, pending payout and rank",
  request: noInput,
  response: schema.referralSummary,
});

export const referralMyShare = defineCall({
  id: 'referral.myShare',
  method: 'GET',
  path: '/user/my_share',
  auth: 'session',
  tag,
  summary: 'The link to share and the kickback it gives, with the kickbacks the caller may choose',
  request: noInput,
  response: schema.referralShare,
});

export const referralShareSave = defineCall({
  id: 'referral.shareSave',
  method: 'POST',
  path: '/user/share_save',
  auth: 'session',
  tag,
  summary: 'Choose the kickback of the link: users who bind from now on keep it; those bound keep theirs',
  request: schema.shareSaveRequest,
  response: schema.referralShare,
});

export const referralMyPoster = defineCall({
  id: 'referral.myPoster',
  method: 'GET',
  path: '/user/my_poster',
  auth: 'session',
  tag,
  summary: 'The poster: a PNG with the code, the link and its QR code, in the language asked',
  request: schema.posterRequest,
  response: z.unknown(),
  fileTypes: ['image/png'],
});

export const referralInviteList = defineCall({
  id: 'referral.inviteList',
  method: 'POST',
  path: '/user/invite_list',
  auth: 'optional',
  tag,
  summary: 'The ranking: top 10 inviters by rebate income over the last 30 days, names masked',
  request: noInput,
  response: schema.referralRanking,
});

export const referralMyInviteList = defineCall({
  id: 'referral.myInviteList',
  method: 'POST',
  path: '/user/my_invite_list',
  auth: 'session',
  tag,
  summary: "The users the caller invited, newest first, each with the caller's rebates from them",
  request: schema.referralPageRequest,
  response: schema.inviteeList,
});

export const referralMyAccountReturn = defineCall({
  id: 'referral.myAccountReturn',
  method: 'POST',
  path: '/user/my_account_return',
  auth: 'session',
  tag,
  summary: "The caller's rebate lines, newest first: each names the trade, the fee, the ratio and the amount",
  description: `One line per fee an invited user paid (spot fill, contract open or fill, contract close, option settlement on the real account): \`amount\` = \`fee\` × \`ratio\`, rounded down to the fee coin's places. A line is \`pending\` from the moment the fee is charged and \`paid\` into the caller's spot account by the engine at the next full hour. \`kind\` \`kickback\` lines are the caller's share of their own fees, given back by the user who invited them.`,
  request: schema.referralPageRequest,
  response: schema.rebateList,
});

export const calls = [
  referralInvite,
  referralMyShare,
  referralShareSave,
  referralMyPoster,
  referralInviteList,
  referralMyInviteList,
  referralMyAccountReturn,
];
