import type { Verifiers } from '../../../core/reserves/proofFile';

/*
 * The proof checker's two primitives on the browser's WebCrypto (core/reserves does no I/O).
 *
 * The platform signs a publication with Node's `sign('sha256', digest, key)`, which hashes the
 * 32-byte digest once more before signing; WebCrypto's ECDSA verify also hashes its `data` with
 * SHA-256 itself. So the digest's own bytes are what `data` must be, not a hash of them
 * (tests/unit/reservesWebVerifiers.test.ts checks this against files signed the platform's way).
 */

const P256 = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const ECDSA_SHA256 = { name: 'ECDSA', hash: 'SHA-256' } as const;

// WebCrypto takes an ArrayBuffer-backed view; a copy also keeps a caller's shared buffer out of it.
const own = (bytes: Uint8Array): Uint8Array<ArrayBuffer> => new Uint8Array(bytes);

/** The x and y of a P-256 public key: two JWKs name the same key when these match. */
const sameKey = (a: JsonWebKey, b: JsonWebKey) =>
  a.kty === b.kty && a.crv === b.crv && a.x === b.x && a.y === b.y;

/**
 * Verifiers on `subtle`. With `trustedKey` (the key the platform publishes at `/por/latest`), a
 * file signed by any other key fails the signature step: a forged file carries its own key, and
 * would otherwise verify against itself.
 */
export function webCryptoVerifiers(subtle: SubtleCrypto, trustedKey?: JsonWebKey | null): Verifiers {
  return {
    async sha256(data) {
      return new Uint8Array(await subtle.digest('SHA-256', own(data)));
    },
    async verifySignature(key, signature, data) {
      if (trustedKey && !sameKey(key, trustedKey)) return false;
      const publicKey = await subtle.importKey('jwk', key, P256, false, ['verify']);
      return subtle.verify(ECDSA_SHA256, publicKey, own(signature), own(data));
    },
  };
}
