import { useCallback, useRef, useState } from 'react';
import { verifyProofFile, type ProofFile, type StepResult } from '../../../core/reserves/proofFile';
import { webCryptoVerifiers } from './webCryptoVerifiers';

/** Whose file was checked: the user's own from the server, or one chosen from the device. */
export type ProofSource = 'mine' | 'chosen';

export type ProofCheck =
  | { state: 'idle' }
  | { state: 'checking'; source: ProofSource }
  | { state: 'checked'; source: ProofSource; file: ProofFile; steps: StepResult[] }
  /** A chosen file that is not a proof file at all: there are no steps to show. */
  | { state: 'unreadable' };

/**
 * Runs the five steps on a proof file in the page (WebCrypto), one check at a time: a check
 * started later replaces the one before, whose late answer is dropped.
 */
export function useProofCheck(trustedKey: JsonWebKey | null) {
  const [check, setCheck] = useState<ProofCheck>({ state: 'idle' });
  const latest = useRef(0);

  const run = useCallback(
    async (source: ProofSource, load: () => Promise<ProofFile | null>) => {
      const id = ++latest.current;
      setCheck({ state: 'checking', source });
      try {
        const file = await load();
        if (id !== latest.current) return;
        if (!file) {
          setCheck(source === 'chosen' ? { state: 'unreadable' } : { state: 'idle' });
          return;
        }
        const steps = await verifyProofFile(file, webCryptoVerifiers(crypto.subtle, trustedKey));
        if (id === latest.current) setCheck({ state: 'checked', source, file, steps });
      } catch {
        // The call failed (the client has toasted why): back to the buttons.
        if (id === latest.current) setCheck({ state: 'idle' });
      }
    },
    [trustedKey],
  );

  return { check, run };
}
