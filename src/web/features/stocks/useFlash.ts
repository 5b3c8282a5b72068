import { useEffect, useRef, useState } from 'react';
import { Big } from '../../../core/money';

/** 'up' or 'down' for a moment after `price` changes, so a moving price catches the eye. */
export function useFlash(price: string | undefined, ms = 700): 'up' | 'down' | null {
  const previous = useRef(price);
  const [flash, setFlash] = useState<'up' | 'down' | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = price;
    if (!price || !before || before === price) return;
    setFlash(new Big(price).gt(before) ? 'up' : 'down');
    const timer = setTimeout(() => setFlash(null), ms);
    return () => clearTimeout(timer);
  }, [price, ms]);
  return flash;
}
