import { execFileSync } from 'node:child_process';
import { existsSync, statfsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Browser tests use Debian's chromium. As root we install it when it is missing; anyone else
 * gets told how.
 */
export function ensureChromium(): string {
  if (existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Chromium is not installed at ${CHROMIUM_PATH}. Install it with: sudo apt-get install -y chromium ` +
        '(or set CHROMIUM_PATH to a Chromium binary).',
    );
  }
  console.log('Installing chromium with apt-get (about a minute)…');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`apt-get finished but ${CHROMIUM_PATH} is still missing`);
  return CHROMIUM_PATH;
}

/**
 * Containers often give /dev/shm 64 MB, too little for Chromium, which then needs its shared
 * memory moved to /tmp (--disable-dev-shm-usage). Where /dev/shm is roomy the flag only slows the
 * browser down: on a disk-backed /tmp every frame and every fetched file goes through a file.
 */
function smallSharedMemory(): boolean {
  try {
    const { bavail, bsize } = statfsSync('/dev/shm');
    return bavail * bsize < 512 * 1024 * 1024;
  } catch {
    return true;
  }
}

/** Flags for headless Chromium on a machine with no internet (see notes/stack.md). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  ...(smallSharedMemory() ? ['--disable-dev-shm-usage'] : []),
];
