/**
 * A page with the real chart code for the chart benchmark, the chart browser test and the chart
 * screenshots (built by harness.ts with Vite). It renders either KLineChart alone (bench) or
 * KLinePanel with the app's api client and realtime socket (the test answers /api and /api/ws).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { ChartPeriod } from '../../../src/core/market/periods';
import { KLinePanel } from '../../../src/web/features/chart/KLinePanel';
import { withChartTexts } from '../../../src/web/features/chart/texts';
import type { MainIndicator, SubIndicator } from '../../../src/web/features/chart/types';
import { initI18n } from '../../../src/web/app/i18n';
import '../../../src/web/styles/app.css';
import { candleSeries } from '../../fixtures/candleSeries';

/** Per run: until the frame after the chart drew (total), and until setData returned (script). */
export type BenchTimes = { total: number[]; script: number[] };

export type BenchOptions = {
  count: number;
  period: ChartPeriod;
  main: MainIndicator[];
  sub: SubIndicator[];
  runs: number;
  warmup: number;
};

const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
const container = document.getElementById('root')!;
const root = createRoot(container);

/**
 * Time from handing the chart 10,000 candles to the first frame painted with them: React
 * render, indicators, setData of every series, and the library's own draw (its rAF), then one
 * more frame so the pixels are on screen. Between runs the chart is emptied (not measured).
 * Waiting for two frames makes ~2 × 16.7 ms the floor of `total`; `script` is the work itself.
 */
async function bench(options: BenchOptions): Promise<BenchTimes> {
  // The same lazy chunk the panel loads.
  const { default: KLineChart } = await import('../../../src/web/features/chart/KLineChart');
  const candles = candleSeries({
    period: options.period,
    count: options.count,
    end: Date.UTC(2026, 5, 1),
    startSteps: 6_500_000,
    decimals: 2,
  });
  const chart = (list: typeof candles) => (
    <KLineChart
      candles={list}
      period={options.period}
      priceDecimals={2}
      mainIndicators={options.main}
      subIndicators={options.sub}
    />
  );
  flushSync(() => root.render(chart([])));
  await frame();
  await frame();
  const times: BenchTimes = { total: [], script: [] };
  for (let run = 0; run < options.warmup + options.runs; run++) {
    const start = performance.now();
    flushSync(() => root.render(chart(candles)));
    const script = performance.now() - start;
    await frame();
    await frame();
    if (run >= options.warmup) {
      times.total.push(performance.now() - start);
      times.script.push(script);
    }
    flushSync(() => root.render(chart([])));
    await frame();
    await frame();
  }
  flushSync(() => root.render(null));
  return times;
}

/**
 * A live tick on a full chart: the last candle replaced, as the panel does for each message. The
 * figure is the script time of one update (render, indicators, series.update), frames apart.
 */
async function benchTick(options: BenchOptions): Promise<BenchTimes> {
  const { default: KLineChart } = await import('../../../src/web/features/chart/KLineChart');
  let candles = candleSeries({
    period: options.period,
    count: options.count,
    end: Date.UTC(2026, 5, 1),
    startSteps: 6_500_000,
    decimals: 2,
  });
  const chart = (list: typeof candles) => (
    <KLineChart
      candles={list}
      period={options.period}
      priceDecimals={2}
      mainIndicators={options.main}
      subIndicators={options.sub}
    />
  );
  flushSync(() => root.render(chart(candles)));
  await frame();
  await frame();
  const times: BenchTimes = { total: [], script: [] };
  for (let run = 0; run < options.warmup + options.runs; run++) {
    const last = candles[candles.length - 1]!;
    const close = (6_500_000 + (run % 7) * 100 - 300) / 100;
    candles = [...candles.slice(0, -1), { ...last, c: close.toFixed(2) }];
    const start = performance.now();
    flushSync(() => root.render(chart(candles)));
    const script = performance.now() - start;
    await frame();
    await frame();
    if (run >= options.warmup) {
      times.total.push(performance.now() - start);
      times.script.push(script);
    }
  }
  flushSync(() => root.render(null));
  return times;
}

/**
 * The floor: lightweight-charts alone with a candlestick and a volume histogram series, the
 * same candles converted once up front, timed the same way.
 */
async function benchLibrary(options: BenchOptions): Promise<BenchTimes> {
  const { createChart, CandlestickSeries, HistogramSeries } = await import('lightweight-charts');
  const candles = candleSeries({
    period: options.period,
    count: options.count,
    end: Date.UTC(2026, 5, 1),
    startSteps: 6_500_000,
    decimals: 2,
  });
  const host = document.createElement('div');
  host.style.height = '396px';
  // Beside React's root, which it must not touch.
  document.body.append(host);
  const chart = createChart(host, { autoSize: true });
  const price = chart.addSeries(CandlestickSeries);
  const volume = chart.addSeries(HistogramSeries, { priceFormat: { type: 'volume' } }, 1);
  const bars = candles.map((c) => ({
    time: (c.t / 1000) as never,
    open: Number(c.o),
    high: Number(c.h),
    low: Number(c.l),
    close: Number(c.c),
  }));
  const vols = candles.map((c) => ({ time: (c.t / 1000) as never, value: Number(c.v) }));
  await frame();
  const times: BenchTimes = { total: [], script: [] };
  for (let run = 0; run < options.warmup + options.runs; run++) {
    const start = performance.now();
    price.setData(bars);
    volume.setData(vols);
    const script = performance.now() - start;
    await frame();
    await frame();
    if (run >= options.warmup) {
      times.total.push(performance.now() - start);
      times.script.push(script);
    }
    price.setData([]);
    volume.setData([]);
    await frame();
    await frame();
  }
  chart.remove();
  host.remove();
  return times;
}

function panel(props: ComponentProps<typeof KLinePanel>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  root.render(
    <QueryClientProvider client={client}>
      <div className="tw-app" style={{ minHeight: 'auto' }}>
        <header className="harness-header">{props.symbol}</header>
        <KLinePanel {...props} />
      </div>
    </QueryClientProvider>,
  );
}

/** The chart alone with `count` candles; each onNeedOlder call is recorded in `olderAsked`. */
async function chart(options: { count: number; period: ChartPeriod }): Promise<number[]> {
  const { default: KLineChart } = await import('../../../src/web/features/chart/KLineChart');
  const candles = candleSeries({
    period: options.period,
    count: options.count,
    end: Date.UTC(2026, 5, 1),
    startSteps: 6_500_000,
    decimals: 2,
  });
  window.chartHarness.olderAsked = [];
  root.render(
    <KLineChart
      candles={candles}
      period={options.period}
      priceDecimals={2}
      mainIndicators={['MA']}
      subIndicators={[]}
      onNeedOlder={(t) => window.chartHarness.olderAsked.push(t)}
    />,
  );
  return candles.map((c) => c.t);
}

declare global {
  interface Window {
    chartHarness: {
      ready: Promise<void>;
      bench: typeof bench;
      benchTick: typeof benchTick;
      benchLibrary: typeof benchLibrary;
      panel: typeof panel;
      chart: typeof chart;
      olderAsked: number[];
    };
  }
}

window.chartHarness = {
  ready: initI18n().then(() => withChartTexts(async () => undefined)),
  bench,
  benchTick,
  benchLibrary,
  panel,
  chart,
  olderAsked: [],
};
