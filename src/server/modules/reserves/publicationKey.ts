import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PublicJwk } from '../../../core/schemas/reserves';
import type { Db } from '../../db/client';
import { porKeys } from '../../db/schema';

/*
 * The key that signs every publication (ECDSA P-256). Production gives it as POR_SIGNING_KEY (a
 * PKCS#8 PEM or a private JWK) and keeps it in its secret store; an install without the setting
 * (a local one) makes a key once and keeps it in the database, so that every node and restart
 * signs with the same key and the chain of publications stays verifiable.
 */

export type PublicationKey = {
  /** The public key as a JWK: on every proof file, for anyone to verify with. */
  publicJwk: PublicJwk;
  /** r ‖ s over the 32-byte digest, hex. */
  sign(digest: Uint8Array): string;
};

const KEY_NAME = 'publication';

export function keyFromSetting(text: string): KeyObject {
  const trimmed = text.trim();
  const key = trimmed.startsWith('{')
    ? createPrivateKey({ key: JSON.parse(trimmed) as never, format: 'jwk' })
    : createPrivateKey(trimmed);
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1')
    throw new Error('POR_SIGNING_KEY must be an ECDSA P-256 private key');
  return key;
}

async function keyFromDatabase(db: Db): Promise<KeyObject> {
  const made = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' });
  // Two nodes making one at once: the first insert wins and both read it back.
  await db.insert(porKeys).values({ name: KEY_NAME, privateJwk: made }).onConflictDoNothing();
  const [row] = await db.select().from(porKeys).where(eq(porKeys.name, KEY_NAME));
  return createPrivateKey({ key: row!.privateJwk as never, format: 'jwk' });
}

/** Only the public parts, in the order RFC 7638 names them. */
function publicJwkOf(key: KeyObject): PublicJwk {
  const { kty, crv, x, y } = createPublicKey(key).export({ format: 'jwk' });
  return { kty: kty!, crv: crv!, x: x!, y: y! };
}

export async function loadPublicationKey(db: Db, setting: string | undefined): Promise<PublicationKey> {
  const key = setting ? keyFromSetting(setting) : await keyFromDatabase(db);
  return {
    publicJwk: publicJwkOf(key),
    sign: (digest) => sign('sha256', digest, { key, dsaEncoding: 'ieee-p1363' }).toString('hex'),
  };
}
