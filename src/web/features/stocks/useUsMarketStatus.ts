import { useEffect, useState } from 'react';
import { usMarketSession, type UsMarketSession } from '../../../core/market/usMarketHours';

/** The US market's session now, checked again every 15 seconds while the screen is open. */
export function useUsMarketSession(): UsMarketSession {
  const [session, setSession] = useState(() => usMarketSession(Date.now()));
  useEffect(() => {
    const timer = setInterval(() => setSession(usMarketSession(Date.now())), 15_000);
    return () => clearInterval(timer);
  }, []);
  return session;
}
