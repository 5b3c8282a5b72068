import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodType } from 'zod';
import type { Big } from '../../core/money';
import type { UserAccount } from '../../core/schemas/funds';
import type { Config } from '../config';
import type { EngineJob } from '../engine/types';
import type { Db } from '../db/client';
import type { MessageSender } from '../delivery/types';
import type { Events, HearerTable } from '../events/events';
import type { Route } from '../http/calls';
import type { Translate } from '../i18n';
import type { LedgerReasonInfo } from '../ledger/reasons';
import type { Clock } from '../lib/clock';
import type { MarketBus } from '../market/bus';
import type { Pair } from '../market/spotMarket';
import type { Market } from '../market/types';
import type { StockListing } from './stocks';
import type { OpsCommand } from '../ops/command';

/**
 * What each feature offers the others, by name. A feature adds its own entries from its
 * `index.ts` (`declare module '../module' { interface Services { … } }`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface Services {}

/** What every feature's set-up can use: the app's infrastructure and earlier features' services. */
export type ModuleContext = {
  db: Db;
  clock: Clock;
  config: Config;
  t: Translate;
  log: FastifyBaseLogger;
  sender: MessageSender;
  bus: MarketBus;
  /** What features announce to each other inside their transactions (events/events.ts). */
  events: Events;
  /** The recorded markets: spot pairs and US stocks (the app runs their feeds on the lease holder). */
  markets: {
    spot: Market;
    /** The spot pairs now: a new coin's pair joins when the engine lists it. */
    pairs: () => readonly Pair[];
    stocks: Market;
    listings: readonly StockListing[];
  };
  /** A service of a feature set up earlier in the modules list; throws when there is none. */
  use<K extends keyof Services>(name: K): Services[K];
  /**
   * What every feature keeps in one of a user's accounts against transfers out, added up, as it
   * stands when asked (features set up after the asker count too).
   */
  reserved(userId: number, account: UserAccount, coinId: number): Promise<Big>;
  /** Every feature's lock-ups of the user's coins, as they stand when asked. */
  locked(userId: number): Promise<CoinLockView[]>;
};

/** Coins a feature keeps frozen in an account until a date (a new coin's lock-up). */
export type CoinLockView = { account: UserAccount; coinId: number; amount: string; unlockAt: Date };

/**
 * Money a feature keeps in one of the user's accounts: it may not be transferred out (a cross
 * position's unrealised loss, locked funds, a peer-to-peer escrow), in the coin asked about.
 */
export type TransferReserve = (userId: number, coinId: number) => Promise<Big>;

/** What a feature's set-up adds to the app. */
export type ModuleParts = {
  services?: Partial<Services>;
  /** Calls registered under /api from the contract. */
  routes?: readonly Route[];
  /** Routes that need a scope of their own under /api (e.g. multipart parsing). */
  plugins?: readonly ((api: FastifyInstance) => Promise<void>)[];
  /** Timed work, run by the engine on the lease holder (see `engine/types.ts`). */
  jobs?: readonly EngineJob[];
  /** What it keeps in the user's accounts against transfers out, by account. */
  reserves?: Partial<Record<UserAccount, TransferReserve>>;
  /** The user's coins it holds locked until a date (shown with the balances). */
  locks?: (userId: number) => Promise<CoinLockView[]>;
  /** Runs when the app closes, before the database does. */
  close?: () => Promise<void>;
};

/**
 * A feature of the server, declared in `modules/<feature>/index.ts`: what it adds to the app.
 * Found from its folder (`npm run gen`); `app.ts` sets the features up in the order of `SERVER_MODULES`.
 */
export type ServerModule = {
  readonly name: string;
  /** The features whose services this one uses (`use`): they are set up before it. */
  readonly after?: readonly string[];
  /** Why money moves in this feature: the only reasons the ledger accepts come from here. */
  readonly ledgerReasons?: readonly LedgerReasonInfo[];
  /**
   * The platform's books it posts to (`platform:<name>`, the other side of its movements): the
   * ledger refuses a book no feature declares. Two features may share one (`platform:fee`).
   */
  readonly platformBooks?: readonly string[];
  /**
   * Its own settings: the environment variables it reads, as a zod object (read in `setup` with
   * `settingsOf(schema, config.env)`). The app checks every feature's at start, so a wrong value
   * stops it with the variable's name; README's configuration table lists them.
   */
  readonly settings?: ZodType;
  /** Its data on a fresh database (products on each pair, listings): idempotent, run at every start. */
  readonly seed?: (tx: Db) => Promise<void>;
  /** `npm run ops` commands (they run without the app, against the database). */
  readonly opsCommands?: Readonly<Record<string, OpsCommand>>;
  /**
   * Events it hears with nothing but the transaction (a message written for a withdrawal's
   * decision): heard in the app and in `npm run ops` alike. Hearers that need the feature's
   * services are added in `setup` with `events.hear`.
   */
  readonly hears?: HearerTable;
  setup(context: ModuleContext): ModuleParts | Promise<ModuleParts>;
};
