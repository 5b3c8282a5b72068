import { readFileSync } from 'node:fs';
import path from 'node:path';

type ManifestChunk = {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

const root = path.resolve(import.meta.dirname, '../..');

export function readManifest(): Manifest {
  return JSON.parse(readFileSync(path.join(root, 'dist/.vite/manifest.json'), 'utf8')) as Manifest;
}

/** A chunk and everything it imports statically: what loading it downloads at most. */
export function staticClosure(manifest: Manifest, key: string): string[] {
  const seen = new Set<string>();
  const visit = (k: string) => {
    const chunk = manifest[k];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    chunk.css?.forEach((c) => seen.add(c));
    chunk.imports?.forEach(visit);
  };
  visit(key);
  return [...seen];
}

/**
 * The wallet code's entry points: the EVM and TRON sign-in modules, the EVM deposit transfer and
 * the WalletConnect provider, each a dynamic import made only when the user taps a wallet button.
 */
export function walletEntries(manifest: Manifest): { name: string; key: string }[] {
  const find = (test: (k: string) => boolean) => Object.keys(manifest).find(test);
  const entries = [
    {
      name: 'EVM (wagmi + viem, injected and EIP-6963 wallets)',
      key: find(
        (k) => k.endsWith('web/features/wallet/evm/connect.ts') || k === 'features/wallet/evm/connect.ts',
      ),
    },
    {
      name: 'EVM deposit transfer (send from my wallet)',
      key: find(
        (k) => k.endsWith('web/features/wallet/evm/transfer.ts') || k === 'features/wallet/evm/transfer.ts',
      ),
    },
    {
      name: 'TRON (tronwallet adapters)',
      key: find((k) => k.endsWith('web/features/wallet/tron.ts') || k === 'features/wallet/tron.ts'),
    },
    {
      name: 'WalletConnect provider',
      key: find((k) => k.endsWith('@walletconnect/ethereum-provider/dist/index.js')),
    },
  ];
  return entries.filter((e): e is { name: string; key: string } => Boolean(e.key));
}

/** Every file that belongs only to wallet code: the closures of the wallet entries. */
export function walletFiles(manifest: Manifest, except: Set<string>): Set<string> {
  return new Set(
    walletEntries(manifest)
      .flatMap((e) => staticClosure(manifest, e.key))
      .filter((f) => !except.has(f)),
  );
}
