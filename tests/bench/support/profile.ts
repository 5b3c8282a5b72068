import { writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Session } from 'node:inspector/promises';

/**
 * A CPU profile of this process while `work` runs, written to `file` (open it in Chrome DevTools'
 * Performance panel, or `npx tsx tests/bench/support/profileSummary.ts <file>`).
 */
export async function profiled<T>(file: string, work: () => Promise<T>): Promise<T> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify(profile));
    console.log(`  CPU profile of the server process: ${file}`);
  }
}
