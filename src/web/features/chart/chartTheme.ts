/**
 * Chart colours come from CSS custom properties on the chart's container, so a screen can theme
 * it; the defaults are the dark exchange look of chart.css.
 */
export type ChartTheme = {
  background: string;
  text: string;
  grid: string;
  border: string;
  crosshair: string;
  /** Background of the crosshair's axis labels. */
  label: string;
  line: string;
  up: string;
  down: string;
};

const DEFAULTS: ChartTheme = {
  background: '#12161c',
  text: '#848e9c',
  grid: 'rgba(132, 142, 156, 0.08)',
  border: 'rgba(132, 142, 156, 0.18)',
  crosshair: 'rgba(234, 236, 239, 0.45)',
  label: '#2b3139',
  line: '#4f8df7',
  up: '#12b76a',
  down: '#f04438',
};

export function readTheme(element: HTMLElement, up?: string, down?: string): ChartTheme {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    background: read('--tw-chart-bg', DEFAULTS.background),
    text: read('--tw-chart-text', DEFAULTS.text),
    grid: read('--tw-chart-grid', DEFAULTS.grid),
    border: read('--tw-chart-border', DEFAULTS.border),
    crosshair: read('--tw-chart-crosshair', DEFAULTS.crosshair),
    label: read('--tw-chart-label', DEFAULTS.label),
    line: read('--tw-chart-line', DEFAULTS.line),
    up: up ?? read('--tw-up', DEFAULTS.up),
    down: down ?? read('--tw-down', DEFAULTS.down),
  };
}
