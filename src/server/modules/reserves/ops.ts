import { and, eq } from 'drizzle-orm';
import { RESERVE_CHAINS, type ReserveChain } from '../../../core/schemas/reserves';
import { addressIsValid } from '../../chain/addresses';
import { createChainReaders } from '../../chain';
import { settingsOf } from '../../config';
import type { Db } from '../../db/client';
import { porAddresses } from '../../db/schema';
import { need, table, type OpsCommand, type OpsContext } from '../../ops/command';
import { OpsError } from '../../ops/opsError';
import { logOperatorAction } from '../operators';
import { loadPublicationKey } from './publicationKey';
import { reserveAddresses, reserveMessage, signatureProves } from './reserveAddresses';
import { createReservesService } from './service';
import { reservesSettings } from './settings';

/*
 * `npm run ops` proof of reserves: take a snapshot now, add a reserve address with the signature
 * that proves the platform holds it (or give a configured deposit address its signature), list
 * them with the message each key must sign.
 */

const serviceFor = (ctx: OpsContext) => {
  const settings = settingsOf(reservesSettings, ctx.config.env);
  return createReservesService({
    db: ctx.db,
    clock: ctx.clock,
    config: ctx.config,
    readers: createChainReaders(ctx.config),
    key: () => loadPublicationKey(ctx.db, settings.POR_SIGNING_KEY),
  });
};

export const reservesCommands: Record<string, OpsCommand> = {
  'por:snapshot': {
    usage: 'por:snapshot   (take a proof-of-reserves snapshot now and publish it)',
    async run(ctx) {
      const taken = await serviceFor(ctx).takeSnapshot();
      if (!taken) return 'another snapshot was being taken at the same moment: run it again';
      return `snapshot ${taken.id} published`;
    },
  },
  'por:address': {
    usage:
      'por:address <evm|tron|btc> <address> --signature <sig> --reason "<why>"   (the key signs the message por:addresses shows; --remove takes an added address off)',
    options: { signature: { type: 'string' }, remove: { type: 'boolean' } },
    async run(ctx, args, o, own) {
      const chain = need(args[0], '<chain>') as ReserveChain;
      if (!RESERVE_CHAINS.includes(chain))
        throw new OpsError(`<chain> is one of ${RESERVE_CHAINS.join(', ')}`);
      const address = need(args[1], '<address>');
      if (!addressIsValid(chain, address)) throw new OpsError(`${address} is not a ${chain} address`);
      const reason = need(o.reason, '--reason');
      const where = and(eq(porAddresses.chain, chain), eq(porAddresses.address, address));
      if (own.remove === true) {
        await ctx.db.transaction(async (tx) => {
          await tx.delete(porAddresses).where(where);
          await logOperatorAction(tx as Db, {
            operator: ctx.operator,
            action: 'reserves.address_removed',
            target: `${chain}:${address}`,
            reason,
          });
        });
        return `${address} is no longer an added reserve address`;
      }
      const signature =
        typeof own.signature === 'string' && own.signature.trim() ? own.signature.trim() : null;
      // A signature that does not prove the address is refused: it would be published as proof.
      if (signature && chain !== 'btc' && !(await signatureProves({ chain, address, signature }, ctx.config)))
        throw new OpsError(`the signature is not ${address}'s key signing:\n${reserveMessage(address)}`);
      await ctx.db.transaction(async (tx) => {
        await tx
          .insert(porAddresses)
          .values({ chain, address, signature, note: reason })
          .onConflictDoUpdate({ target: [porAddresses.chain, porAddresses.address], set: { signature } });
        await logOperatorAction(tx as Db, {
          operator: ctx.operator,
          action: 'reserves.address',
          target: `${chain}:${address}`,
          reason,
        });
      });
      const state = !signature
        ? 'unproven (no signature)'
        : chain === 'btc'
          ? 'listed with its signature'
          : 'proven';
      return `${address} is a reserve address: ${state}; it counts from the next snapshot`;
    },
  },
  'por:addresses': {
    usage: 'por:addresses   (reserve addresses, whether proven, and the message each key signs)',
    async run(ctx) {
      const rows = await reserveAddresses(ctx.db, ctx.config);
      return table(
        await Promise.all(
          rows.map(async (row) => ({
            chain: row.chain,
            address: row.address,
            proven: (await signatureProves(row, ctx.config)) ? 'yes' : 'no',
            message: reserveMessage(row.address),
          })),
        ),
      );
    },
  },
};
