import { parseArgs } from 'node:util';
import { USER_ACCOUNTS } from '../../core/schemas/funds';
import { AppError } from '../lib/errors';
import type { OpsCommand, OpsDeps, OpsOptions, OpsOptionSpec, OwnOptions } from './command';
import { OpsError } from './opsError';

/*
 * The `npm run ops` runner. The commands come from the features' manifests
 * (`opsCommandsOf(SERVER_MODULES)`); this file only parses and dispatches.
 */

export function usage(commands: Readonly<Record<string, OpsCommand>>): string {
  return [
    'npm run ops -- [--as <operator>] <command> …',
    '',
    ...Object.values(commands).map((c) => `  ${c.usage}`),
    '',
    `accounts: ${USER_ACCOUNTS.join(', ')}`,
  ].join('\n');
}

/** Runs one command line; the output is text for the terminal. Input mistakes throw OpsError. */
export async function runOps(
  deps: OpsDeps,
  commands: Readonly<Record<string, OpsCommand>>,
  argv: string[],
  defaultOperator: string,
): Promise<string> {
  const own = Object.assign({}, ...Object.values(commands).map((c) => c.options ?? {})) as Record<
    string,
    OpsOptionSpec
  >;
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      ...own,
      as: { type: 'string' },
      reason: { type: 'string' },
      amount: { type: 'string' },
      tx: { type: 'string' },
      status: { type: 'string' },
      limit: { type: 'string' },
      target: { type: 'string' },
      holder: { type: 'string' },
      bank: { type: 'string' },
      account: { type: 'string' },
      swift: { type: 'string' },
      branch: { type: 'string' },
      reference: { type: 'string' },
    },
  });
  const [name, ...args] = positionals;
  const command = name ? commands[name] : undefined;
  if (!command)
    throw new OpsError(name ? `unknown command "${name}"\n\n${usage(commands)}` : usage(commands));
  const operator = values.as ?? defaultOperator;
  if (!operator.trim()) throw new OpsError('say who you are with --as <operator>');
  const common: OpsOptions = {};
  const mine: OwnOptions = {};
  for (const [key, value] of Object.entries(values)) {
    if (key in own) mine[key] = value;
    else common[key] = value as string | undefined;
  }
  return command.run({ ...deps, operator }, args, common, mine);
}

/**
 * The message to print when a command fails because of what the operator typed (a bad argument,
 * a refused business rule such as an overdraft), or null for a real fault.
 */
export function operatorMistake(err: unknown): string | null {
  if (err instanceof OpsError) return err.message;
  if (err instanceof AppError) return `refused: ${err.key}`;
  // node:util parseArgs reports unknown options this way.
  if (err instanceof TypeError && 'code' in err && String(err.code).startsWith('ERR_PARSE_ARGS'))
    return err.message;
  return null;
}
