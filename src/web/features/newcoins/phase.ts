import type { NewCoinProduct } from '../../../core/schemas/newcoins';

/**
 * The next step of a sale and when it comes: what the countdown on its card counts down to. Taken
 * from the status the server gave (its clock decides the phase), not from the phone's clock.
 */
export function nextPhase(p: NewCoinProduct): { step: 'start' | 'end' | 'launch' | 'unlock'; at: number } {
  switch (p.status) {
    case 'upcoming':
      return { step: 'start', at: p.start_time };
    case 'subscribing':
    case 'sold_out':
      return { step: 'end', at: p.end_time };
    case 'ended':
      return { step: 'launch', at: p.launch_time };
    case 'redeeming':
      return { step: 'unlock', at: p.launch_time + p.lockup_days * 86_400_000 };
  }
}

/** Whole days, hours and minutes until `at` (never negative): "2 d 04:05". */
export function timeLeft(at: number, now: number): { days: number; time: string } {
  const minutes = Math.max(0, Math.ceil((at - now) / 60_000));
  const two = (n: number) => String(n).padStart(2, '0');
  return {
    days: Math.floor(minutes / 1440),
    time: `${two(Math.floor((minutes % 1440) / 60))}:${two(minutes % 60)}`,
  };
}
