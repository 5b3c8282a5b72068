import { useEffect, useState } from 'react';
import type { WalletEnvironment } from './environment';
import { detectWalletEnvironment } from './detect';

/** The wallet environment of this page; null while it is still being detected (up to 3 s). */
export function useWalletEnvironment(): WalletEnvironment | null {
  const [environment, setEnvironment] = useState<WalletEnvironment | null>(null);
  useEffect(() => {
    let current = true;
    void detectWalletEnvironment().then((env) => {
      if (current) setEnvironment(env);
    });
    return () => {
      current = false;
    };
  }, []);
  return environment;
}
