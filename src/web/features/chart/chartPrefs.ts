import { useCallback, useSyncExternalStore } from 'react';
import { CHART_PERIODS, type ChartPeriod } from '../../../core/market/periods';
import { MAIN_INDICATORS, SUB_INDICATORS, type MainIndicator, type SubIndicator } from './types';
import { storeChoice, subscribeToStoredChoices } from '../../ui/hooks/storedChoices';

/** The user's chart choices, remembered across visits and shared by every chart screen. */
export type ChartPrefs = { period: ChartPeriod; main: MainIndicator[]; sub: SubIndicator[] };

const KEY = 'chart.prefs';
export const DEFAULT_PREFS: ChartPrefs = { period: '1h', main: ['MA'], sub: ['VOL'] };

/** Stored prefs, keeping only values this version knows (an old or edited entry cannot break the chart). */
export function parsePrefs(text: string | null): ChartPrefs {
  try {
    const raw = JSON.parse(text ?? 'null') as Partial<Record<keyof ChartPrefs, unknown>> | null;
    if (!raw || typeof raw !== 'object') return DEFAULT_PREFS;
    const pick = <T extends string>(known: readonly T[], value: unknown, fallback: T[]): T[] =>
      Array.isArray(value) ? known.filter((k) => value.includes(k)) : fallback;
    return {
      period: CHART_PERIODS.includes(raw.period as ChartPeriod)
        ? (raw.period as ChartPeriod)
        : DEFAULT_PREFS.period,
      main: pick(MAIN_INDICATORS, raw.main, DEFAULT_PREFS.main),
      sub: pick(SUB_INDICATORS, raw.sub, DEFAULT_PREFS.sub),
    };
  } catch {
    return DEFAULT_PREFS;
  }
}

// useSyncExternalStore needs the same object while the stored text is the same.
let cached: { text: string | null; prefs: ChartPrefs } | null = null;
function snapshot(): ChartPrefs {
  const text = localStorage.getItem(KEY);
  if (!cached || cached.text !== text) cached = { text, prefs: parsePrefs(text) };
  return cached.prefs;
}

// The server draws the defaults, and so does React while it takes that markup over.
const serverSnapshot = () => DEFAULT_PREFS;

export function useChartPrefs(): [ChartPrefs, (change: Partial<ChartPrefs>) => void] {
  const prefs = useSyncExternalStore(subscribeToStoredChoices, snapshot, serverSnapshot);
  const update = useCallback((change: Partial<ChartPrefs>) => {
    storeChoice(KEY, JSON.stringify({ ...snapshot(), ...change }));
  }, []);
  return [prefs, update];
}

/** Adds or removes one indicator, keeping the canonical order (panes stack in that order). */
export function toggle<T extends string>(known: readonly T[], current: readonly T[], item: T): T[] {
  const on = current.includes(item);
  return known.filter((k) => (k === item ? !on : current.includes(k)));
}
