import { Big, plainDecimal } from '../../../core/money';
import {
  DEFAULT_REBATE_RATIO,
  kickbackOptions,
  maskName,
  payoutHourAfter,
  splitFee,
} from '../../../core/referral';
import type { Language } from '../../../core/languages';
import {
  REFERRAL_CURRENCY,
  type Invitee,
  type RebateLine,
  type ReferralRanking,
  type ReferralShare,
  type ReferralSummary,
} from '../../../core/schemas/referral';
import { databaseOf } from '../../db/afterCommit';
import type { Db } from '../../db/client';
import type { PageRequest } from '../../db/paged';
import type { TradeFeeCharged } from '../../events/tradeFees';
import type { Translate } from '../../i18n';
import { ledgerEntry as entry, post } from '../../ledger/ledger';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { findById } from '../users';
import { drawPoster } from './poster';
import * as repo from './repo';

/** How many inviters the ranking shows, and over how many days it counts income. */
const RANKING_SIZE = 10;
const RANKING_DAYS = 30;
const DAY_MS = 86_400_000;

export const REBATE_REASON = { rebate: 'referral_rebate', kickback: 'referral_kickback' } as const;
export const FEE_BOOK = 'platform:fee';

/** What the ratio of an inviter is now: a partner's, or the default. */
const ratioOf = (partner: string | null | undefined) => plainDecimal(partner ?? DEFAULT_REBATE_RATIO);

/**
 * Users nobody invited, per database. A binding is made only at sign-up, in the transaction that
 * creates the account (`bindOnce`), so a user found without one never gets one: their fees (most
 * fees) need not look again, inside a transaction that holds the platform's rows.
 */
const uninvited = new WeakMap<Db, Set<number>>();
const MAX_UNINVITED = 500_000;

function uninvitedOf(db: Db): Set<number> {
  let users = uninvited.get(db);
  if (!users) uninvited.set(db, (users = new Set()));
  if (users.size > MAX_UNINVITED) users.clear();
  return users;
}

/**
 * The lines one charged fee writes, inside the fee's transaction: the inviter's rebate, and the
 * invitee's kickback when the binding gave one. Nothing for a user nobody invited, or a share that
 * rounds to zero in the coin's places.
 */
export async function writeRebateLines(t: Db, fee: TradeFeeCharged): Promise<void> {
  const nobodyInvited = uninvitedOf(databaseOf(t));
  if (nobodyInvited.has(fee.userId)) return;
  const binding = await repo.bindingOf(t, fee.userId, fee.coinId);
  if (!binding) {
    nobodyInvited.add(fee.userId);
    return;
  }
  if (binding.coinDecimals === null) throw new Error(`no coin ${fee.coinId}`);
  const split = splitFee({
    fee: fee.fee,
    ratio: ratioOf(binding.partnerRatio),
    kickback: binding.kickback,
    decimals: binding.coinDecimals,
  });
  const common = {
    inviteeId: fee.userId,
    product: fee.product,
    tradeId: fee.tradeId,
    feeKind: fee.feeKind,
    fee: fee.fee,
    coinId: fee.coinId,
    createdAt: fee.at,
    payoutAt: payoutHourAfter(fee.at),
  };
  const lines: repo.NewRebate[] = [
    { ...common, kind: 'rebate', beneficiaryId: binding.inviterId, ...split.rebate },
    { ...common, kind: 'kickback', beneficiaryId: fee.userId, ...split.kickback },
  ];
  await repo.insertLines(
    t,
    lines.filter((line) => new Big(line.amount).gt(0)),
  );
}

/** Pays one claimed pending line from the platform's fee book into the beneficiary's spot account. */
export async function payLine(t: Db, line: repo.RebateRow, now: Date): Promise<void> {
  if (!(await repo.markPaid(t, line.id, now))) return;
  await post(t, {
    reason: REBATE_REASON[line.kind],
    reference: `referral_rebate:${line.id}`,
    entries: [
      entry(line.beneficiaryId, 'spot', line.coinId, 'available', new Big(line.amount)),
      entry(null, FEE_BOOK, line.coinId, 'available', new Big(line.amount).neg()),
    ],
  });
}

type Deps = { db: Db; clock: Clock; t: Translate; publicOrigin: string };

export function createReferralService({ db, clock, t, publicOrigin }: Deps) {
  const linkOf = (code: string) =>
    `${publicOrigin}/pages/user/login/register?code=${encodeURIComponent(code)}`;
  const currencyId = async () => {
    const id = await repo.coinIdOf(db, REFERRAL_CURRENCY);
    if (!id) throw new Error(`no ${REFERRAL_CURRENCY} coin`);
    return id;
  };
  const rankingSince = () => new Date(clock().getTime() - RANKING_DAYS * DAY_MS);

  async function userOf(userId: number) {
    const user = await findById(db, userId);
    if (!user) throw new AppError('errors.not_logged_in');
    return user;
  }

  async function share(userId: number): Promise<ReferralShare> {
    const user = await userOf(userId);
    const ratio = ratioOf(await repo.partnerRatio(db, userId));
    return {
      code: user.inviteCode,
      link: linkOf(user.inviteCode),
      kickback: plainDecimal((await repo.linkKickback(db, userId)) ?? '0'),
      kickback_options: kickbackOptions(ratio),
    };
  }

  return {
    async summary(userId: number): Promise<ReferralSummary> {
      const user = await userOf(userId);
      const coinId = await currencyId();
      const [partner, kickback, invited, income, rank] = await Promise.all([
        repo.partnerRatio(db, userId),
        repo.linkKickback(db, userId),
        repo.invitedCount(db, userId),
        repo.incomeOf(db, userId, coinId),
        repo.rankOf(db, userId, coinId, rankingSince()),
      ]);
      return {
        code: user.inviteCode,
        link: linkOf(user.inviteCode),
        ratio: ratioOf(partner),
        kickback: plainDecimal(kickback ?? '0'),
        is_partner: partner !== undefined,
        invited_count: invited,
        total_income: plainDecimal(income.paid),
        pending_payout: plainDecimal(income.pending),
        currency: REFERRAL_CURRENCY,
        rank,
        next_payout_at: payoutHourAfter(clock()).getTime(),
      };
    },

    share,

    async saveShare(userId: number, kickback: string): Promise<ReferralShare> {
      const ratio = ratioOf(await repo.partnerRatio(db, userId));
      const chosen = kickbackOptions(ratio).find((option) => new Big(option).eq(kickback));
      if (chosen === undefined) throw new AppError('errors.referral_kickback_invalid');
      await repo.saveLinkKickback(db, userId, chosen, clock());
      return share(userId);
    },

    async ranking(): Promise<ReferralRanking> {
      const since = rankingSince();
      const rows = await repo.topInviters(db, await currencyId(), since, RANKING_SIZE);
      return {
        list: rows.map((row, index) => ({
          rank: index + 1,
          nickname_masked: maskName(row.nickname),
          income: plainDecimal(row.income),
          currency: REFERRAL_CURRENCY,
        })),
        since: since.getTime(),
      };
    },

    async invitees(userId: number, page: PageRequest) {
      const result = await repo.inviteesOf(db, userId, await currencyId(), page);
      return {
        ...result,
        list: result.rows.map((row): Invitee => ({
          nickname_masked: maskName(row.nickname),
          joined_at: row.joinedAt.getTime(),
          verified: Boolean(row.verified),
          traded: Boolean(row.traded),
          rebate_total: plainDecimal(row.rebateTotal),
          currency: REFERRAL_CURRENCY,
          kickback: plainDecimal(row.kickback),
        })),
      };
    },

    async lines(userId: number, page: PageRequest) {
      const result = await repo.linesOf(db, userId, page);
      return {
        ...result,
        list: result.rows.map(({ line, invitee, coin }): RebateLine => ({
          id: line.id,
          kind: line.kind,
          invitee_masked: maskName(invitee),
          product: line.product,
          trade_id: line.tradeId,
          fee_kind: line.feeKind,
          fee: plainDecimal(line.fee),
          fee_coin: coin,
          ratio: plainDecimal(line.ratio),
          amount: plainDecimal(line.amount),
          status: line.status,
          paid_at: line.paidAt?.getTime() ?? null,
          created_at: line.createdAt.getTime(),
        })),
      };
    },

    async poster(userId: number, lang: Language): Promise<Buffer> {
      const { code, link } = await share(userId);
      return drawPoster({
        code,
        link,
        texts: {
          brand: 'Tradewind',
          title: t(lang, 'referral_poster.title'),
          subtitle: t(lang, 'referral_poster.subtitle'),
          codeLabel: t(lang, 'referral_poster.code_label'),
          scan: t(lang, 'referral_poster.scan'),
        },
      });
    },
  };
}

export type ReferralService = ReturnType<typeof createReferralService>;
