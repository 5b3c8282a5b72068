import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../src/core/languages';
import { localeFilesOf, readLocale, readTexts, type Texts } from '../../src/server/localeFiles';

/*
 * The glossary: one name per product in each language, the one its tab, its title and its account
 * use. Issue 29 found the Chinese options popup calling the product 交割合约 (a delivery contract)
 * under a tab that says 期权. A product's own labels (`names`) must use its term; no text anywhere
 * may call it one of the names rejected for it. A new product, or a new word for one, goes here.
 */
type Term = RegExp;
type Product = {
  /** The keys whose text names the product (its tab, title, account, entry). */
  names: string[];
  term: Record<Language, Term>;
  /** Other names for the same product, which no text may use. */
  rejected: Partial<Record<Language, Term[]>>;
};

const GLOSSARY: Record<string, Product> = {
  spot: {
    names: ['tab.spot', 'home.entry_spot', 'assets.account.spot'],
    term: {
      en: /spot/i,
      'zh-CN': /币币/,
      'zh-TW': /幣幣/,
      ja: /現物/,
      ko: /현물/,
      es: /spot/i,
      th: /สปอต/,
    },
    rejected: { 'zh-CN': [/现货/], 'zh-TW': [/現貨/], ja: [/スポット/], ko: [/스팟/] },
  },
  // Delivery options: up, down or flat over a delivery time.
  options: {
    names: [
      'tab.options',
      'home.entry_options',
      'options.title',
      'assets.account.options',
      'options.result_pair',
    ],
    term: {
      en: /option/i,
      'zh-CN': /期权/,
      'zh-TW': /期權/,
      ja: /オプション/,
      ko: /옵션/,
      es: /opci[oó]n/i,
      th: /ออปชัน/,
    },
    rejected: {
      en: [/binary/i, /delivery contract/i],
      'zh-CN': [/交割合约/, /秒合约/, /二元期权/],
      'zh-TW': [/交割合約/, /秒合約/, /二元期權/],
      ja: [/バイナリー/, /デリバリー契約/],
      ko: [/바이너리/, /만기 계약/],
      es: [/binaria/i, /contratos? de entrega/i],
      th: [/ไบนารี/, /สัญญาส่งมอบ/],
    },
  },
  // Perpetual contracts with leverage; their account is the contract account.
  contracts: {
    names: ['tab.contracts', 'contract.title', 'assets.account.contract'],
    term: {
      en: /contract/i,
      'zh-CN': /合约/,
      'zh-TW': /合約/,
      ja: /先物/,
      ko: /선물/,
      es: /contrato/i,
      th: /สัญญา/,
    },
    rejected: {
      en: [/futures/i],
      'zh-CN': [/期货/],
      'zh-TW': [/期貨/],
      ja: [/パーペチュアル/, /無期限コントラクト/],
      ko: [/퍼페추얼/],
      es: [/futuros?\b/i],
      th: [/ฟิวเจอร์ส/],
    },
  },
  // Locked-fund products and their account (`trust`).
  finance: {
    names: ['assets.account.trust'],
    term: {
      en: /finance/i,
      'zh-CN': /理财/,
      'zh-TW': /理財/,
      ja: /資産運用/,
      ko: /재테크/,
      es: /finanzas/i,
      th: /การลงทุน/,
    },
    rejected: {
      en: [/\btrust accounts?\b/i, /wealth management/i],
      'zh-CN': [/财富管理/],
      'zh-TW': [/財富管理/],
      ko: [/자산관리/, /자산 관리/],
      es: [/inversi[oó]n\b/i],
    },
  },
  stocks: {
    names: ['home.entry_stocks', 'stocks.title'],
    term: {
      en: /US stocks/i,
      'zh-CN': /美股/,
      'zh-TW': /美股/,
      ja: /米国株/,
      ko: /미국 주식/,
      es: /acciones (de )?EE\. UU\./i,
      th: /หุ้นสหรัฐฯ/,
    },
    rejected: { 'zh-CN': [/美国股票/], 'zh-TW': [/美國股票/] },
  },
};

const dir = path.resolve(import.meta.dirname, '../../locales');
const flatten = (tree: Texts, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[prefix + key, value] as [string, string]]
      : flatten(value, `${prefix}${key}.`),
  );
/** Every text of a language with the file it is written in. */
function textsOf(lang: string): { file: string; key: string; text: string }[] {
  return localeFilesOf(lang, dir).flatMap((file) =>
    flatten(readTexts(path.join(dir, file))).map(([key, text]) => ({ file, key, text })),
  );
}

describe('product names', () => {
  it.each(LANGUAGES.map((l) => l.code))('%s names each product by its glossary term', (lang) => {
    const texts = new Map(flatten(readLocale(lang)));
    const off = Object.entries(GLOSSARY).flatMap(([product, { names, term }]) =>
      names
        .filter((key) => !term[lang].test(texts.get(key) ?? ''))
        .map((key) => `${product}: ${key} = ${texts.get(key)}`),
    );
    expect(off).toEqual([]);
  });

  it.each(LANGUAGES.map((l) => l.code))('%s never calls a product by another name', (lang) => {
    const found = textsOf(lang).flatMap(({ file, key, text }) =>
      Object.entries(GLOSSARY).flatMap(([product, { rejected }]) =>
        (rejected[lang] ?? [])
          .filter((name) => name.test(text))
          .map((name) => `${file} ${key}: ${name.source} for ${product} in "${text}"`),
      ),
    );
    expect(found).toEqual([]);
  });
});
