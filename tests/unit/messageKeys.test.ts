import { readFileSync } from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../src/core/languages';
import { CHART_PERIODS } from '../../src/core/market/periods';
import { quotationResponse } from '../../src/core/schemas/market';
import { DEPOSIT_KINDS, DEPOSIT_STATUSES } from '../../src/core/schemas/deposit';
import { USER_ACCOUNTS } from '../../src/core/schemas/funds';
import { ID_TYPES, VERIFICATION_LEVELS, VERIFICATION_STATES } from '../../src/core/schemas/identity';
import { OPTION_DIRECTIONS, OPTION_STATUSES, optionListRequest } from '../../src/core/schemas/options';
import {
  CLOSE_REASONS,
  MARGIN_MODES,
  contractListRequest,
  CONTRACT_ORDER_TYPES,
  CONTRACT_SIDES,
} from '../../src/core/schemas/contract';
import { spotOrderRequest, SPOT_STATUSES } from '../../src/core/schemas/spot';
import { ACCOUNT_TYPES } from '../../src/core/schemas/user';
import { BANK_CARD_FIELDS } from '../../src/core/forms/bankCardForm';
import { WITHDRAWAL_STATUSES, withdrawalHold } from '../../src/core/schemas/withdrawals';
import { readLocale, type Texts } from '../../src/server/localeFiles';
import { SECURITY_NOTICES } from '../../src/server/modules/users/notices';
import { AGREEMENT_SECTIONS } from '../../src/web/features/session/agreement';
import { scanMessages, sourceFiles, type Raised } from '../helpers/raisedMessages';

/*
 * Every message key the code can raise, rendered in every language with the parameters the code
 * raises it with, must read as text: not the key itself (a missing key, or a key that exists only
 * in plural forms raised without `count`), not a `{{placeholder}}` left unfilled, not empty.
 * Issue 29 found "errors.code_too_frequent" as a toast: the key had only plural forms and the
 * server passed `seconds`.
 */

const root = path.resolve(import.meta.dirname, '../..');
const flatten = (tree: Texts, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [prefix + k] : flatten(v, `${prefix}${k}.`),
  );
const english = readLocale('en');
const englishKeys = new Set(flatten(english));
/** A key the English texts hold, by itself or in plural forms. */
const inEnglish = (key: string) =>
  englishKeys.has(key) || englishKeys.has(`${key}_one`) || englishKeys.has(`${key}_other`);

const one = (values: readonly string[]) => values.map((value) => [value]);
const inline = <T extends string>(schema: { options: readonly T[] }) => one(schema.options);
// Read from the source rather than imported: importing the server's modules or the web's menus
// would load half the app into this test.
const read = (dir: string, name: string) =>
  sourceFiles(path.join(root, dir))
    .filter((file) => file.endsWith(`/${name}`))
    .map((file) => readFileSync(file, 'utf8'));
const ledgerReasons = read('src/server/modules', 'index.ts').flatMap((text) =>
  [...(/ledgerReasons: \[([^\]]*)\]/.exec(text)?.[1] ?? '').matchAll(/\bcode: '(\w+)'/g)].map((m) => m[1]!),
);
const menuKeys = read('src/web/features', 'menu.ts').flatMap((text) =>
  [...text.matchAll(/\bkey: '(\w+)'/g)].map((m) => m[1]!),
);

/**
 * The cases of each template key: from the values the server sends where they are declared in
 * src/core or src/server, else the list the screen iterates over (named in the comment).
 */
// A feature may keep its own cases beside this test: messageKeys/<feature>.ts exports templateCases
// (and paramsByHand, for keys raised with parameters the scan cannot read).
const featureCases = import.meta.glob<{
  templateCases: Record<string, readonly (readonly string[])[]>;
  paramsByHand?: Record<string, readonly string[]>;
}>('./messageKeys/*.ts', { eager: true });

const TEMPLATE_CASES: Record<string, readonly (readonly string[])[]> = {
  ...Object.assign({}, ...Object.values(featureCases).map((file) => file.templateCases)),
  'errors.{}_taken': one(ACCOUNT_TYPES),
  'errors.withdraw_held_{}': one(withdrawalHold.unwrap().shape.reason.options),
  'mail.{}_subject': one(SECURITY_NOTICES),
  'mail.{}_text': one(SECURITY_NOTICES),
  'ledger.reason.{}': one(ledgerReasons),
  'assets.account.{}': one(USER_ACCOUNTS),
  'assets.action.{}': one(['deposit', 'withdraw', 'transfer', 'records']), // AssetsScreen
  'records.tab_{}': one(['deposit', 'withdraw']), // RecordsScreen
  'chart.period.{}': one(CHART_PERIODS),
  'contract.side.{}': one(CONTRACT_SIDES),
  'contract.open_{}': one(CONTRACT_SIDES),
  'contract.submit_{}': one(CONTRACT_SIDES),
  'contract.mode.{}': one(MARGIN_MODES),
  'contract.type.{}': one(CONTRACT_ORDER_TYPES),
  'contract.reason.{}': one(CLOSE_REASONS),
  'contract.tab.{}': inline(contractListRequest.shape.tab.unwrap()),
  'contract.tab.{}_count': one(['holding', 'pending']), // PositionLists: the tabs with a count
  'contract.empty.{}': inline(contractListRequest.shape.tab.unwrap()),
  'contract.state.{}': one(['pending', 'closed', 'cancelled', 'liquidated']), // PositionRow's stateOf, but holding
  'contract.terms.{}': one(['contract_value', 'fee', 'max_leverage', 'maintenance']), // DealTerms
  'deposit.status.{}': one(DEPOSIT_STATUSES),
  'deposit.page.kind_{}': one(DEPOSIT_KINDS),
  'deposit.page.tab_{}': one(DEPOSIT_KINDS),
  'deposit.page.{}': one([
    // BankBeneficiary's rows
    'beneficiary_holder',
    'beneficiary_bank',
    'beneficiary_account',
    'beneficiary_swift',
    'beneficiary_branch',
  ]),
  'market.tab.{}': one(['hot', 'gainers', 'losers', 'volume']), // MarketList
  'menu.{}': one(menuKeys),
  'options.{}': one(OPTION_DIRECTIONS),
  'options.{}_hint': one(OPTION_DIRECTIONS),
  'options.status.{}': one(OPTION_STATUSES),
  'options.result.{}': one(OPTION_STATUSES.filter((s) => s !== 'open')),
  'options.tab.{}': inline(optionListRequest.shape.status.unwrap()),
  'options.field.{}': one([
    // OrderDetail's and PurchasePopup's rows
    'direction',
    'account',
    'period',
    'amount',
    'payout_ratio',
    'flat_band',
    'open_price',
    'open_tick',
    'created_at',
    'settle_at',
    'close_price',
    'payout',
    'fee',
    'profit_loss',
    'expected_payout',
  ]),
  'account_type.{}': one(ACCOUNT_TYPES),
  'account_type.{}_placeholder': one(ACCOUNT_TYPES),
  'register.{}': one(['password', 're_password', 'pay_password', 're_pay_password']), // RegisterScreen
  'register.{}_placeholder': one(['password', 're_password', 'pay_password', 're_pay_password']),
  'agree.{}.title': one(AGREEMENT_SECTIONS),
  'agree.{}.body': one(AGREEMENT_SECTIONS),
  'trade.{}': one([
    ...spotOrderRequest.shape.side.options,
    ...spotOrderRequest.shape.type.options,
    'open_orders', // MyOrders' tabs
    'history',
  ]),
  'trade.confirm_{}': inline(spotOrderRequest.shape.side),
  'trade.submit_{}': inline(spotOrderRequest.shape.side),
  'trade.status.{}': one(SPOT_STATUSES),
  'trade.source.{}': inline(quotationResponse.shape.source),
  'verification.{}.title': one(VERIFICATION_LEVELS),
  'verification.{}.description': one(VERIFICATION_LEVELS),
  'verification.id_type.{}': one(ID_TYPES),
  'verification.state.{}': one(VERIFICATION_STATES),
  'verification.photo.{}': one(['front', 'back', 'holding']), // AdvancedVerificationScreen's SLOTS
  'bankCard.{}': one(BANK_CARD_FIELDS),
  'withdraw.record.status_{}': one(WITHDRAWAL_STATUSES),
  'withdraw.gate_held_{}': one(withdrawalHold.unwrap().shape.reason.options),
};

/**
 * Sites that raise a key held in a variable and pass parameters: where their keys are written
 * (the literals kept in those files, or passed to that function, are raised with these
 * parameters), or why the site only passes on what other sites raised.
 */
type KeySource = { keysIn: string[] } | { keysPassedTo: string } | { passesOn: string };
const SITES: Record<string, KeySource> = {
  'src/server/http/calls.ts UNSAFE_TEXT_KEYS[unsafe.problem]': { keysIn: ['src/core/contract/safeText.ts'] },
  'src/server/http/errorHandler.ts error.key': { passesOn: 'AppError' },
  'src/server/http/errorHandler.ts key': { passesOn: 'zod issues' },
  'src/server/modules/deposits/service.ts problem': {
    keysIn: ['src/core/schemas/deposit.ts', 'src/server/modules/deposits/service.ts'],
  },
  'src/server/modules/spot/service.ts problem.key': { passesOn: '{ key, params } from src/core/spot.ts' },
  'src/server/modules/users/loginLock.ts wrongKey': { keysPassedTo: 'countWrongLoginPassword' },
  'src/web/app/i18n.ts key': { passesOn: 'its callers' },
  'src/web/shell/uiKitLocale.ts key': { passesOn: 'its callers' },
  'src/web/features/withdraw/WithdrawScreen.tsx gate.reason': {
    keysIn: ['src/web/features/withdraw/withdrawGate.ts'],
  },
  'src/web/ui/forms/useFieldErrors.ts error.key': { passesOn: 'FieldError' },
};

/** Keys raised with a variable for parameters: its names, said by hand ("file key"). */
/** The parameters notices/messages.ts stores with each kind of message. */
const PARAMS_BY_HAND: Record<string, readonly string[]> = {
  // notices.ts's callers: account.ts and addressBook.ts
  'src/server/modules/users/notices.ts mail.pay_password_changed_text': ['time', 'until'],
  'src/server/modules/users/notices.ts mail.bank_card_replaced_text': ['card', 'time', 'until'],
  'src/server/modules/users/notices.ts mail.bank_card_saved_text': ['card', 'time'],
  // `values` in OrderForm's placed()
  'src/web/features/contract/OrderForm.tsx contract.placed_limit': ['side', 'count', 'pair', 'price'],
  'src/web/features/contract/OrderForm.tsx contract.opened': ['side', 'count', 'pair', 'price'],
  // DepositRecord.confirmations
  'src/web/features/deposit/DepositRecords.tsx deposit.confirmations': ['current', 'required'],
  // `{ ...limits }`: WalletDepositLimits
  'src/core/forms/depositForms.ts errors.deposit_amount_min': ['min', 'coin', 'decimals'],
  ...Object.assign({}, ...Object.values(featureCases).map((file) => file.paramsByHand ?? {})),
};

const scan = scanMessages({
  root,
  files: ['src/core', 'src/server', 'src/web'].flatMap((dir) => sourceFiles(path.join(root, dir))),
  namespaces: Object.keys(english),
  // Any literal the texts hold is a key; so is one raised by t or AppError, or an errors.* literal
  // (a zod message), which must then exist.
  isKey: (text, atRaiser) =>
    inEnglish(text) ||
    ((atRaiser || text.startsWith('errors.')) && /^[a-z_]+\.[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)*$/.test(text)),
  templateCases: (pattern) => TEMPLATE_CASES[pattern],
});

/** The parameter lists a raised key is rendered with. */
function variants({ key, file, params }: Raised): (readonly string[])[] {
  if (params === 'unread') {
    const byHand = PARAMS_BY_HAND[`${file} ${key}`];
    return byHand ? [byHand] : [];
  }
  if (params !== 'kept' && !('passedTo' in params)) return [params];
  const raisers = scan.sites.filter((site) => {
    const source = SITES[site.id];
    if (!source) return false;
    if (params === 'kept') return 'keysIn' in source && source.keysIn.includes(file);
    return 'keysPassedTo' in source && source.keysPassedTo === params.passedTo;
  });
  // Raised by no site with parameters: a zod message, a key a helper raises as it is.
  return raisers.length ? raisers.map((site) => (site.params === 'unread' ? [] : site.params)) : [[]];
}

// Counts that reach every plural form of the seven languages (a million is Spanish "many").
const COUNTS = [0, 1, 2, 5, 21, 100, 1_000_000];
const sample = (name: string) => `‹${name}›`;

/** A language's texts as i18next renders them: whatever it returns, to be looked at. */
type Render = (key: string, values: Record<string, unknown>) => unknown;

function problems(render: Render, raised: Raised): string[] {
  const found: string[] = [];
  for (const params of variants(raised)) {
    const base: Record<string, unknown> = Object.fromEntries(
      params.filter((p) => p !== 'count').map((p) => [p, sample(p)]),
    );
    const runs: Record<string, unknown>[] = params.includes('count')
      ? COUNTS.map((count) => ({ ...base, count }))
      : [base];
    for (const values of runs) {
      const text = render(raised.key, values);
      const bad =
        typeof text !== 'string' || text.trim() === '' || text === raised.key || text.includes('{{');
      if (bad)
        found.push(`${raised.key} ${JSON.stringify(values)} → ${JSON.stringify(text)} (${raised.where})`);
    }
  }
  return found;
}

describe('message keys the code raises', () => {
  const renderers = new Map<Language, Render>();
  beforeAll(async () => {
    for (const { code } of LANGUAGES) {
      const instance = i18next.createInstance();
      // As the web app sets it up: no fallback language, so a missing text is a missing text.
      await instance.init({
        lng: code,
        resources: { [code]: { translation: readLocale(code) } },
        interpolation: { escapeValue: false },
        returnNull: false,
        showSupportNotice: false,
      } as Parameters<typeof instance.init>[0]);
      renderers.set(code, (key, values) => instance.t(key, values));
    }
  });

  it('finds the keys, and knows the cases of every template', () => {
    expect(scan.unknownTemplates).toEqual([]);
    // The scan reads hundreds of keys; far fewer would mean it stopped seeing most of them.
    expect(new Set(scan.raised.map((r) => r.key)).size).toBeGreaterThan(800);
    expect(ledgerReasons).toEqual(
      expect.arrayContaining(['deposit', 'transfer', 'option_open', 'perp_fill']),
    );
    expect(menuKeys).toEqual(expect.arrayContaining(['deposit', 'withdraw', 'settings']));
  });

  it('knows where the keys of every site that raises a variable come from', () => {
    expect(scan.sites.map((s) => s.id).filter((id) => !SITES[id])).toEqual([]);
    expect(Object.keys(SITES).filter((id) => !scan.sites.some((s) => s.id === id))).toEqual([]);
    const unread = scan.raised.filter((r) => r.params === 'unread' && !PARAMS_BY_HAND[`${r.file} ${r.key}`]);
    expect(unread.map((r) => `${r.key} (${r.where})`)).toEqual([]);
  });

  it.each(LANGUAGES.map((l) => l.code))('renders every one as text in %s', (code) => {
    const render = renderers.get(code)!;
    expect(scan.raised.flatMap((raised) => problems(render, raised))).toEqual([]);
  });
});
