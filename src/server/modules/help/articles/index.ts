import type { Language } from '../../../../core/languages';
import type { HelpCategory } from '../../../../core/schemas/help';
import { en } from './en';
import { es } from './es';
import { ja } from './ja';
import { ko } from './ko';
import { th } from './th';
import { zhCN } from './zh-CN';
import { zhTW } from './zh-TW';

/*
 * The answers a fresh install starts with. The facts are this product's own rules (the code and
 * docs/decisions.md): limits, fees, timings. Change a rule, change its answer here; an install
 * already seeded keeps what it has (operators edit with `npm run ops -- help:article`).
 */

/** Each seeded answer: its key, category and, for the help centre's first list, its rank. */
export const SEED_ARTICLES = [
  { key: 'deposit_chain', category: 'deposit', popular: 1 },
  { key: 'deposit_bank', category: 'deposit' },
  { key: 'deposit_missing', category: 'deposit', popular: 5 },
  { key: 'withdraw_how', category: 'withdraw', popular: 2 },
  { key: 'withdraw_status', category: 'withdraw', popular: 6 },
  { key: 'withdraw_hold', category: 'withdraw' },
  { key: 'verification_levels', category: 'verification', popular: 3 },
  { key: 'verification_rejected', category: 'verification' },
  { key: 'fees_trading', category: 'fees' },
  { key: 'fees_deposit_withdraw', category: 'fees' },
  { key: 'options_how', category: 'options' },
  { key: 'options_settlement', category: 'options', popular: 7 },
  { key: 'options_demo', category: 'options' },
  { key: 'contract_basics', category: 'contract' },
  { key: 'contract_liquidation', category: 'contract' },
  { key: 'finance_how', category: 'finance' },
  { key: 'finance_early', category: 'finance', popular: 8 },
  { key: 'c2c_buy', category: 'c2c' },
  { key: 'c2c_sell', category: 'c2c' },
  { key: 'c2c_appeal', category: 'c2c' },
  { key: 'security_fund_password', category: 'security', popular: 4 },
  { key: 'security_wallet', category: 'security' },
  { key: 'security_account', category: 'security' },
] as const satisfies readonly { key: string; category: HelpCategory; popular?: number }[];

export type ArticleKey = (typeof SEED_ARTICLES)[number]['key'];
/** One language's texts: a title, and a body in the FAQ's plain-text form (blank-line paragraphs, "- " items). */
export type ArticleTexts = Record<ArticleKey, { title: string; body: string }>;

export const SEED_TEXTS: Record<Language, ArticleTexts> = {
  en,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  ja,
  ko,
  es,
  th,
};
