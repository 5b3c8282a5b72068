import { useEffect, useRef, useState } from 'react';
import { parseMoney } from '../../core/money';

const FLASH_MS = 700;

/**
 * 'up' or 'down' for a moment after a price changed (the screen flashes it in that colour),
 * then null. The first price of a symbol does not flash (switching pairs is not a move).
 */
export function useFlash(price: string | undefined, symbol: string): 'up' | 'down' | null {
  const previous = useRef({ price, symbol });
  const [flash, setFlash] = useState<'up' | 'down' | null>(null);
  useEffect(() => {
    const before = previous.current.symbol === symbol ? parseMoney(previous.current.price) : null;
    const now = parseMoney(price);
    previous.current = { price, symbol };
    if (!before || !now || now.eq(before)) return setFlash(null);
    setFlash(now.gt(before) ? 'up' : 'down');
    const timer = setTimeout(() => setFlash(null), FLASH_MS);
    return () => clearTimeout(timer);
  }, [price, symbol]);
  return flash;
}
