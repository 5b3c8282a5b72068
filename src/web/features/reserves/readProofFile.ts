import type { ProofFile } from '../../../core/reserves/proofFile';
import { proofFile } from '../../../core/schemas/reserves';

/**
 * A chosen file's text as a proof file, or null when it is not one (not JSON, another format, a
 * field missing or of the wrong kind). Only the shape is checked here: whether the proof holds is
 * for the five steps, which must be able to fail on a well-formed but altered file.
 */
export function readProofFile(text: string): ProofFile | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = proofFile.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** The name "Download my proof" saves a snapshot's file under. */
export const proofFileName = (snapshotId: number) => `tradewind-proof-${snapshotId}.json`;
