import { z } from 'zod';
import { envFlag } from '../../config';
import { keyFromSetting } from './publicationKey';

/** What operators set for proof of reserves (README's configuration table lists them). */
export const reservesSettings = z.object({
  /**
   * The publication key: an ECDSA P-256 private key, as PKCS#8 PEM or a private JWK. Unset: the
   * install makes one and keeps it in its database (fine for a local install; production keeps
   * its key in its secret store and sets it here).
   */
  POR_SIGNING_KEY: z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (!text || !text.trim()) return undefined;
      try {
        keyFromSetting(text);
        return text;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'expected an ECDSA P-256 private key (PKCS#8 PEM or JWK)' });
        return z.NEVER;
      }
    }),
  /** Take a snapshot every day at 00:00 UTC (and at the first start of the day). */
  POR_DAILY_SNAPSHOT: envFlag(true),
});
export type ReservesSettings = z.output<typeof reservesSettings>;
