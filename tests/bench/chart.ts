/**
 * Chart render benchmark (issue 5 goal: ≤ 100 ms for 10,000 candles in chromium).
 * Runs alone: npx tsx tests/bench/chart.ts — or import { run } from a bench runner.
 *
 * Measured in Debian chromium (playwright-core) on the harness page, which is the real chart
 * code built by Vite in production mode: the time from handing KLineChart 10,000 candles
 * (with volume) to the first painted frame — React render, indicators, setData of every series,
 * the library's draw and one more animation frame.
 */
import { rm } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import type { MainIndicator, SubIndicator } from '../../src/web/features/chart/types';
import { CHROMIUM_ARGS, ensureChromium } from '../tools/chromium';
import { buildChartHarness, HARNESS_ORIGIN, serveChartHarness } from '../tools/chartHarness/harness';

export type ChartBenchFigure = {
  name: string;
  candles: number;
  runs: number;
  /** Until the frame after the chart drew (for a live tick: until the update returned). */
  medianMs: number;
  p95Ms: number;
  /** Until setData (or update) returned: the work itself, without waiting for frames. */
  scriptMedianMs: number;
  scriptP95Ms: number;
  goalMs: number | null;
};

const CANDLES = 10_000;
const RUNS = 20;
const WARMUP = 3;
const GOAL_MS = 100;

type Case = { name: string; main: MainIndicator[]; sub: SubIndicator[]; mode: 'render' | 'library' | 'tick' };
const CASES: Case[] = [
  { name: 'candles + volume', main: [], sub: ['VOL'], mode: 'render' },
  {
    name: 'candles + volume, MA + BOLL + MACD on',
    main: ['MA', 'BOLL'],
    sub: ['VOL', 'MACD'],
    mode: 'render',
  },
  // For scale: the library alone with every candle set at once (the chart draws the latest
  // DRAWN_WINDOW first and the rest as the user scrolls back).
  { name: 'lightweight-charts alone, all set at once', main: [], sub: ['VOL'], mode: 'library' },
  // A live tick replaces the last candle: one series.update per series, not setData.
  {
    name: 'live tick (last candle replaced), MA + BOLL + MACD on',
    main: ['MA', 'BOLL'],
    sub: ['VOL', 'MACD'],
    mode: 'tick',
  },
];

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

const ms = (n: number) => n.toFixed(1);
const count = (n: number) => n.toLocaleString('en-US');

function describe(c: Case, f: ChartBenchFigure): string {
  const head = `chart ${c.mode === 'tick' ? 'update' : 'render'} ${count(f.candles)} candles, ${c.name} (chromium):`;
  if (c.mode === 'tick')
    return `${head} median ${ms(f.scriptMedianMs)} ms, p95 ${ms(f.scriptP95Ms)} ms of script per update over ${f.runs} runs`;
  return (
    `${head} median ${ms(f.medianMs)} ms, p95 ${ms(f.p95Ms)} ms over ${f.runs} runs (goal ≤ ${GOAL_MS} ms; ` +
    `${ms(f.scriptMedianMs)} ms until setData returns, then the library draws and two frames pass)`
  );
}

export async function run(options: { print?: boolean } = {}): Promise<ChartBenchFigure[]> {
  const print = options.print ?? true;
  const executablePath = ensureChromium();
  const dir = await buildChartHarness();
  const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
  const figures: ChartBenchFigure[] = [];
  try {
    // A phone: 390 px wide at 2× pixels, as the screens are shown.
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
    await serveChartHarness(page, dir);
    await page.goto(`${HARNESS_ORIGIN}/`);
    await page.evaluate(() => window.chartHarness.ready);
    for (const c of CASES) {
      const options = {
        count: CANDLES,
        period: '1m' as const,
        main: c.main,
        sub: c.sub,
        runs: RUNS,
        warmup: WARMUP,
      };
      const times =
        c.mode === 'library'
          ? await page.evaluate((o) => window.chartHarness.benchLibrary(o), options)
          : c.mode === 'tick'
            ? await page.evaluate((o) => window.chartHarness.benchTick(o), options)
            : await page.evaluate((o) => window.chartHarness.bench(o), options);
      const figure: ChartBenchFigure = {
        name: c.name,
        candles: CANDLES,
        runs: times.total.length,
        medianMs: percentile(times.total, 50),
        p95Ms: percentile(times.total, 95),
        scriptMedianMs: percentile(times.script, 50),
        scriptP95Ms: percentile(times.script, 95),
        goalMs: c.mode === 'render' ? GOAL_MS : null,
      };
      figures.push(figure);
      if (print) console.log(describe(c, figure));
    }
  } finally {
    await browser.close();
    await rm(dir, { recursive: true, force: true });
  }
  return figures;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await run();
