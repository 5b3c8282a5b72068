import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../core/languages';
import { ACCOUNT_TYPES, type AccountType } from '../core/schemas/user';

/** Every setting comes from the environment; README's configuration table lists them all. */
const env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(168),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Tradewind <no-reply@tradewind.local>'),
  SMS_HTTP_URL: z.string().url().optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  REGISTER_METHODS: z.string().default('email,phone,username'),
  INVITE_CODE_REQUIRED: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  CUSTOMER_SERVICE_URL: z.string().default(''),
  OTC_URL: z.string().default(''),
  DEFAULT_LANGUAGE: z.string().default(DEFAULT_LANGUAGE),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  PUBLIC_ORIGIN: z.string().url().optional(),
  EVM_CHAIN_ID: z.coerce.number().int().positive().default(1),
  EVM_RPC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  sessionTtlMs: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  smsHttpUrl: string | undefined;
  smsHttpToken: string | undefined;
  registerMethods: AccountType[];
  inviteRequired: boolean;
  customerServiceUrl: string;
  otcUrl: string;
  defaultLanguage: Language;
  trustProxy: boolean;
  rateLimitPerMinute: number;
  logLevel: string;
  version: string;
  /** Where users open the app; wallet sign-in messages are bound to its host. */
  publicOrigin: string;
  evmChainId: number;
  evmRpcUrl: string | undefined;
};

export function loadConfig(source: NodeJS.ProcessEnv = process.env, version = '0.0.0'): Config {
  const e = env.parse(source);
  const methods = e.REGISTER_METHODS.split(',')
    .map((m) => m.trim())
    .filter((m): m is AccountType => (ACCOUNT_TYPES as readonly string[]).includes(m));
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    sessionTtlMs: e.SESSION_TTL_HOURS * 3600_000,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    smsHttpUrl: e.SMS_HTTP_URL,
    smsHttpToken: e.SMS_HTTP_TOKEN,
    registerMethods: methods,
    inviteRequired: e.INVITE_CODE_REQUIRED,
    customerServiceUrl: e.CUSTOMER_SERVICE_URL,
    otcUrl: e.OTC_URL,
    defaultLanguage: isLanguage(e.DEFAULT_LANGUAGE) ? e.DEFAULT_LANGUAGE : DEFAULT_LANGUAGE,
    trustProxy: e.TRUST_PROXY,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    logLevel: e.LOG_LEVEL,
    version,
    publicOrigin: new URL(e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`).origin,
    evmChainId: e.EVM_CHAIN_ID,
    evmRpcUrl: e.EVM_RPC_URL,
  };
}
