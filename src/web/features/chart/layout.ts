/** Default heights: the price pane (the time axis included), and each indicator pane below it. */
export const PRICE_PANE_PX = 300;
export const SUB_PANE_PX = 96;

export const defaultChartHeight = (subPanes: number) => PRICE_PANE_PX + SUB_PANE_PX * subPanes;
