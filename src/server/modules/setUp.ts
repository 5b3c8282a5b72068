import type { FastifyInstance } from 'fastify';
import type { EngineJob } from '../engine/types';
import type { Route } from '../http/calls';
import { registerLedgerReasons, registerPlatformBooks, type LedgerReasonInfo } from '../ledger/reasons';
import type { OpsCommand } from '../ops/command';
import { Big } from '../../core/money';
import type { UserAccount } from '../../core/schemas/funds';
import type { ModuleContext, ModuleParts, ServerModule, Services, TransferReserve } from './module';

export type SetUpModules = {
  routes: Route[];
  plugins: ((api: FastifyInstance) => Promise<void>)[];
  jobs: EngineJob[];
  use: ModuleContext['use'];
  /** Closes the features in reverse order of their set-up. */
  close(): Promise<void>;
};

/** Sets every feature up in order, each seeing the services of those before it. */
export async function setUpModules(
  modules: readonly ServerModule[],
  context: Omit<ModuleContext, 'use' | 'reserved' | 'locked'>,
): Promise<SetUpModules> {
  const services: Partial<Services> = {};
  // Which feature offers each service: a feature may use only those it names in `after`, so the
  // order never depends on the folders' alphabet.
  const providers = new Map<string, string>();
  const useFrom =
    (user: ServerModule | undefined): ModuleContext['use'] =>
    (name) => {
      const service = services[name];
      const provider = providers.get(name);
      if (service === undefined || provider === undefined)
        throw new Error(`no feature set up before "${user?.name}" offers "${String(name)}"`);
      if (user && !(user.after ?? []).includes(provider))
        throw new Error(`feature "${user.name}" uses "${String(name)}": add "${provider}" to its \`after\``);
      return service as Services[typeof name];
    };
  const use = useFrom(undefined);
  const reservesIn = new Map<UserAccount, TransferReserve[]>();
  const reserved: ModuleContext['reserved'] = async (userId, account, coinId) => {
    const amounts = await Promise.all((reservesIn.get(account) ?? []).map((held) => held(userId, coinId)));
    return amounts.reduce((total, amount) => total.plus(amount), new Big(0));
  };
  const lockSources: NonNullable<ModuleParts['locks']>[] = [];
  const locked: ModuleContext['locked'] = async (userId) =>
    (await Promise.all(lockSources.map((locks) => locks(userId)))).flat();
  const routes: Route[] = [];
  const plugins: SetUpModules['plugins'] = [];
  const jobs: EngineJob[] = [];
  const closers: (() => Promise<void>)[] = [];
  for (const feature of modules) {
    const parts = await feature.setup({ ...context, use: useFrom(feature), reserved, locked });
    if (parts.locks) lockSources.push(parts.locks);
    for (const [account, held] of Object.entries(parts.reserves ?? {}) as [UserAccount, TransferReserve][])
      reservesIn.set(account, [...(reservesIn.get(account) ?? []), held]);
    Object.assign(services, parts.services);
    for (const name of Object.keys(parts.services ?? {})) providers.set(name, feature.name);
    routes.push(...(parts.routes ?? []));
    plugins.push(...(parts.plugins ?? []));
    jobs.push(...(parts.jobs ?? []));
    if (parts.close) closers.unshift(parts.close);
  }
  return {
    routes,
    plugins,
    jobs,
    use,
    async close() {
      for (const close of closers) await close();
    },
  };
}

export const ledgerReasonsOf = (modules: readonly ServerModule[]): LedgerReasonInfo[] =>
  modules.flatMap((m) => m.ledgerReasons ?? []);

/** Tells the ledger what the features declare: why money moves, and the platform's books. */
export function declareLedger(modules: readonly ServerModule[]): void {
  registerLedgerReasons(ledgerReasonsOf(modules));
  registerPlatformBooks(modules.flatMap((m) => m.platformBooks ?? []));
}

/** Every `npm run ops` command of every feature; two features naming one command is a mistake. */
export function opsCommandsOf(modules: readonly ServerModule[]): Record<string, OpsCommand> {
  const commands: Record<string, OpsCommand> = {};
  for (const feature of modules)
    for (const [name, command] of Object.entries(feature.opsCommands ?? {})) {
      if (commands[name]) throw new Error(`ops command "${name}" is declared twice`);
      commands[name] = command;
    }
  return commands;
}
