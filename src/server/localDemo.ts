/*
 * The local demo setup: what `npm start` with no configuration offers so that a newcomer can try
 * every money screen, instead of meeting "not configured, contact support" on each. It is never
 * used in production (NODE_ENV=production), nor once an install names a database or a receiving
 * address of its own: then the operator's settings are the only ones.
 */

/**
 * Receiving addresses nobody controls (well-known burn addresses): in a demo, a transfer sent to
 * them by mistake enriches no one. The screens label them as a local demo and offer no wallet
 * transfer; a deposit is tried by pasting a hash, which the operator reviews (`npm run ops`).
 */
export const DEMO_DEPOSIT_ADDRESSES = {
  evm: '0x000000000000000000000000000000000000dEaD',
  tron: 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb',
  btc: '1BitcoinEaterAddressDontSendf59kuE',
} as const;

/** A receiving bank account that does not exist (the IBAN is the standard documentation example). */
export const DEMO_BANK_ACCOUNT = {
  holder: 'Tradewind Local Demo',
  bank: 'Demo Bank (not a real account)',
  account: 'DE89370400440532013000',
  swift: 'DEMODEXXXXX',
  branch: null,
  referencePrefix: 'DEMO',
} as const;

export type LocalDemoSettings = {
  NODE_ENV?: string | undefined;
  LOCAL_DEMO: 'auto' | 'true' | 'false';
  DATABASE_URL?: string | undefined;
  EVM_DEPOSIT_ADDRESS?: string | undefined;
  TRON_DEPOSIT_ADDRESS?: string | undefined;
  BTC_DEPOSIT_ADDRESS?: string | undefined;
};

/**
 * Whether this install is a local demo. `auto` (the default): yes when not in production and no
 * production setting is given (a database, a receiving address). Asking for it in production is
 * refused, so a mistaken setting cannot put demo addresses in front of real users.
 */
export function isLocalDemo(e: LocalDemoSettings): boolean {
  const production = e.NODE_ENV === 'production';
  if (production && e.LOCAL_DEMO === 'true')
    throw new Error('LOCAL_DEMO=true is refused with NODE_ENV=production');
  if (production || e.LOCAL_DEMO === 'false') return false;
  if (e.LOCAL_DEMO === 'true') return true;
  return !e.DATABASE_URL && !e.EVM_DEPOSIT_ADDRESS && !e.TRON_DEPOSIT_ADDRESS && !e.BTC_DEPOSIT_ADDRESS;
}
