type Props = { symbol: string; priceDecimals: number };

/** The K-line panel slot; the panel itself arrives with the chart work (src/web/chart). */
export function ChartSection(_props: Props) {
  return <div className="tw-chart-section" data-testid="chart-section" />;
}
