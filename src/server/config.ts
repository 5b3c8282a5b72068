import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../core/languages';
import { TRON_NETWORKS, tronNetworkOf, type TronNetwork } from '../core/schemas/deposit';
import { ACCOUNT_TYPES, type AccountType } from '../core/schemas/user';
import { DEMO_DEPOSIT_ADDRESSES, isLocalDemo } from './localDemo';
import { isTimeZone } from './lib/platformDays';

/** A true/false switch as operators write it in an environment file. */
export const envFlag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .default(fallback ? 'true' : 'false')
    .transform((v) => v === 'true' || v === '1');

/** Where US stock quotes come from (src/server/market/feed/stockProvider.ts for Massive). */
export const STOCK_FEED_PROVIDERS = ['simulated', 'massive'] as const;
export type StockFeedProvider = (typeof STOCK_FEED_PROVIDERS)[number];

/**
 * Every setting comes from the environment; README's configuration table lists them all. The
 * platform's are here; a feature's own are in its manifest (`settings`, read with `settingsOf`).
 */
export const platformSettings = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  /** Several nodes share the market stream and elect the feed's leader through this Redis. */
  REDIS_URL: z.string().optional(),
  /** Names this deployment's channel and lease in Redis, so that several can share one Redis. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,64}$/)
    .default('tradewind'),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(168),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Tradewind <no-reply@tradewind.local>'),
  SMS_HTTP_URL: z.string().url().optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  REGISTER_METHODS: z.string().default('email,phone,username'),
  INVITE_CODE_REQUIRED: envFlag(false),
  CUSTOMER_SERVICE_URL: z.string().default(''),
  /** Support contacts shown where a user is told to contact support; empty when there are none. */
  SUPPORT_EMAIL: z.union([z.literal(''), z.email()]).default(''),
  SUPPORT_URL: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).default(''),
  OTC_URL: z.string().default(''),
  DEFAULT_LANGUAGE: z.string().default(DEFAULT_LANGUAGE),
  TRUST_PROXY: envFlag(false),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  PUBLIC_ORIGIN: z.string().url().optional(),
  EVM_CHAIN_ID: z.coerce.number().int().positive().default(1),
  EVM_RPC_URL: z.string().url().optional(),
  /** Blocks after the transfer's block before an ERC20 deposit is credited. */
  EVM_CONFIRMATIONS: z.coerce.number().int().min(0).default(12),
  EVM_USDT_CONTRACT: z.string().default('0xdAC17F958D2ee523a2206206994597C13D831ec7'),
  EVM_USDC_CONTRACT: z.string().default('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'),
  TRON_API_URL: z.string().url().optional(),
  TRON_API_KEY: z.string().optional(),
  /** The TRON network deposits are on, when TRON_API_URL is a node of one's own (TronGrid's hosts say it). */
  TRON_NETWORK: z.enum(TRON_NETWORKS).optional(),
  TRON_USDT_CONTRACT: z.string().default('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'),
  TRON_USDC_CONTRACT: z.string().default('TEkxiTehnzSmSe2XqrBj4w32RUN966rdz8'),
  /** The platform's receiving addresses; a network without one shows "payment address not configured". */
  EVM_DEPOSIT_ADDRESS: z.string().optional(),
  TRON_DEPOSIT_ADDRESS: z.string().optional(),
  BTC_DEPOSIT_ADDRESS: z.string().optional(),
  WITHDRAWALS_PER_DAY: z.coerce.number().int().positive().default(3),
  /** Where the platform's day starts and ends (daily interest, daily limits): an IANA zone. */
  PLATFORM_TIME_ZONE: z
    .string()
    .default('UTC')
    .refine(isTimeZone, { message: 'PLATFORM_TIME_ZONE must be an IANA time zone, e.g. Asia/Singapore' }),
  /** How often confirming chain deposits are read again until final. */
  DEPOSIT_RECHECK_MS: z.coerce.number().int().positive().default(15_000),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(5 * 1024 * 1024),
  /** Where prices come from: the offline simulated walk, or Binance's public market data. */
  MARKET_FEED: z.enum(['simulated', 'binance']).default('simulated'),
  BINANCE_REST_URL: z.string().url().default('https://api.binance.com'),
  BINANCE_WS_URL: z.string().url().default('wss://stream.binance.com:9443'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** US stock quotes: the simulated walk, or Massive (formerly Polygon.io) with a key. */
  STOCK_FEED: z.enum(STOCK_FEED_PROVIDERS).default('simulated'),
  STOCK_FEED_KEY: z.string().optional(),
  STOCK_FEED_REST_URL: z.string().url().default('https://api.massive.com'),
  STOCK_FEED_WS_URL: z.string().url().default('wss://socket.massive.com/stocks'),
  /** `market`: simulated stock prices hold still while the US market is closed; `always`: they never do. */
  STOCK_SIM_HOURS: z.enum(['market', 'always']).default('market'),
  /** Read by the web build too: with it the app offers WalletConnect, and the CSP allows its relay. */
  VITE_WALLETCONNECT_PROJECT_ID: z.string().default(''),
  NODE_ENV: z.string().optional(),
  /** The local demo setup (localDemo.ts): `auto` when nothing production-like is configured. */
  LOCAL_DEMO: z
    .enum(['auto', 'true', 'false', '1', '0'])
    .default('auto')
    .transform((v) => (v === '1' ? 'true' : v === '0' ? 'false' : v)),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  redisPrefix: string;
  sessionTtlMs: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  smsHttpUrl: string | undefined;
  smsHttpToken: string | undefined;
  registerMethods: AccountType[];
  inviteRequired: boolean;
  customerServiceUrl: string;
  /** Support e-mail and page; the chat is `customerServiceUrl`. */
  support: { email: string; url: string };
  otcUrl: string;
  defaultLanguage: Language;
  trustProxy: boolean;
  /** The environment the settings came from: a feature reads its own (its manifest's `settings`). */
  env: Readonly<Record<string, string | undefined>>;
  rateLimitPerMinute: number;
  logLevel: string;
  version: string;
  /** Where users open the app; wallet sign-in messages are bound to its host. */
  publicOrigin: string;
  evmChainId: number;
  evmRpcUrl: string | undefined;
  evmConfirmations: number;
  tronApiUrl: string | undefined;
  tronApiKey: string | undefined;
  /** The TRON network wallets must be on to deposit; null when nothing says. */
  tronNetwork: TronNetwork | null;
  /** Token contracts per chain, keyed by coin symbol. */
  tokenContracts: { evm: Record<'USDT' | 'USDC', string>; tron: Record<'USDT' | 'USDC', string> };
  /** Platform receiving addresses per chain family (evm serves ERC20, tron TRC20, btc OMNI). */
  depositAddresses: { evm?: string; tron?: string; btc?: string };
  withdrawalsPerDay: number;
  /** The platform day's time zone (IANA): daily interest is cut at its midnight. */
  timeZone: string;
  depositRecheckMs: number;
  uploadMaxBytes: number;
  /** Uploaded files live here, outside the web root. */
  uploadDir: string;
  marketFeed: 'simulated' | 'binance';
  /** Binance public market data (MARKET_FEED=binance): REST for history, WebSocket for live data. */
  binanceRestUrl: string;
  binanceWsUrl: string;
  stockFeed: {
    provider: StockFeedProvider;
    key: string | undefined;
    restUrl: string;
    wsUrl: string;
    /** Whether simulated stock prices move outside US market hours. */
    simulatedHours: 'market' | 'always';
  };
  /** The web build offers WalletConnect, so the Content-Security-Policy allows its services. */
  walletConnect: boolean;
  /**
   * A local demo install (localDemo.ts): labelled demo receiving addresses and bank account, and
   * a support page that says there is no support desk, never used in production.
   */
  localDemo: boolean;
};

export function loadConfig(source: NodeJS.ProcessEnv = process.env, version = '0.0.0'): Config {
  const e = platformSettings.parse(source);
  if (e.STOCK_FEED !== 'simulated' && !e.STOCK_FEED_KEY) {
    throw new Error(`STOCK_FEED=${e.STOCK_FEED} needs STOCK_FEED_KEY (the provider's API key)`);
  }
  const localDemo = isLocalDemo(e);
  const methods = e.REGISTER_METHODS.split(',')
    .map((m) => m.trim())
    .filter((m): m is AccountType => (ACCOUNT_TYPES as readonly string[]).includes(m));
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    redisUrl: e.REDIS_URL || undefined,
    redisPrefix: e.REDIS_PREFIX,
    sessionTtlMs: e.SESSION_TTL_HOURS * 3600_000,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    smsHttpUrl: e.SMS_HTTP_URL,
    smsHttpToken: e.SMS_HTTP_TOKEN,
    registerMethods: methods,
    inviteRequired: e.INVITE_CODE_REQUIRED,
    customerServiceUrl: e.CUSTOMER_SERVICE_URL,
    support: { email: e.SUPPORT_EMAIL, url: e.SUPPORT_URL },
    otcUrl: e.OTC_URL,
    defaultLanguage: isLanguage(e.DEFAULT_LANGUAGE) ? e.DEFAULT_LANGUAGE : DEFAULT_LANGUAGE,
    trustProxy: e.TRUST_PROXY,
    env: { ...source },
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    logLevel: e.LOG_LEVEL,
    version,
    publicOrigin: new URL(e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`).origin,
    evmChainId: e.EVM_CHAIN_ID,
    evmRpcUrl: e.EVM_RPC_URL,
    evmConfirmations: e.EVM_CONFIRMATIONS,
    tronApiUrl: e.TRON_API_URL,
    tronApiKey: e.TRON_API_KEY || undefined,
    // Without TRON_API_URL the chain checks use TronGrid's mainnet.
    tronNetwork: e.TRON_NETWORK ?? tronNetworkOf(e.TRON_API_URL ?? 'https://api.trongrid.io'),
    tokenContracts: {
      evm: { USDT: e.EVM_USDT_CONTRACT, USDC: e.EVM_USDC_CONTRACT },
      tron: { USDT: e.TRON_USDT_CONTRACT, USDC: e.TRON_USDC_CONTRACT },
    },
    depositAddresses: localDemo
      ? { ...DEMO_DEPOSIT_ADDRESSES }
      : {
          evm: e.EVM_DEPOSIT_ADDRESS || undefined,
          tron: e.TRON_DEPOSIT_ADDRESS || undefined,
          btc: e.BTC_DEPOSIT_ADDRESS || undefined,
        },
    withdrawalsPerDay: e.WITHDRAWALS_PER_DAY,
    timeZone: e.PLATFORM_TIME_ZONE,
    depositRecheckMs: e.DEPOSIT_RECHECK_MS,
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    uploadDir: path.join(path.resolve(e.DATA_DIR), 'uploads'),
    marketFeed: e.MARKET_FEED,
    binanceRestUrl: e.BINANCE_REST_URL,
    binanceWsUrl: e.BINANCE_WS_URL,
    stockFeed: {
      provider: e.STOCK_FEED,
      key: e.STOCK_FEED_KEY || undefined,
      restUrl: e.STOCK_FEED_REST_URL,
      wsUrl: e.STOCK_FEED_WS_URL,
      simulatedHours: e.STOCK_SIM_HOURS,
    },
    walletConnect: e.VITE_WALLETCONNECT_PROJECT_ID.trim() !== '',
    localDemo,
  };
}

/**
 * A feature's settings from the environment, by its manifest's schema; a wrong value stops the
 * start with the variable's name, as the platform's settings do.
 */
export function settingsOf<Schema extends z.ZodType>(schema: Schema, env: Config['env']): z.output<Schema> {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`invalid setting ${problems.join('; ')}`);
}
