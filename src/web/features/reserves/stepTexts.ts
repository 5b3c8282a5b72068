import type { VerifyStep } from '../../../core/reserves/proofFile';

/*
 * One plain sentence per step, for when it holds and when it fails. Core's `detail` is English
 * and technical; the screen shows it only as a second line under the failed sentence. Keys are
 * written out one by one so every key stays findable (the message-key check reads them).
 */
export const STEP_TEXT: Record<VerifyStep, { ok: string; failed: string }> = {
  leaf: { ok: 'reserves.step.leaf_ok', failed: 'reserves.step.leaf_failed' },
  path: { ok: 'reserves.step.path_ok', failed: 'reserves.step.path_failed' },
  root: { ok: 'reserves.step.root_ok', failed: 'reserves.step.root_failed' },
  signature: { ok: 'reserves.step.signature_ok', failed: 'reserves.step.signature_failed' },
  chain: { ok: 'reserves.step.chain_ok', failed: 'reserves.step.chain_failed' },
};
