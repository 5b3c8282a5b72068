/**
 * What the server reads for the page it draws, as the answers of the calls the screens make. The
 * page carries it, and the app starts from the same answers: React takes a start screen's markup
 * over without drawing anything else first, and a route's screen (spot trade, markets) shows the
 * market list without asking for it again.
 */
export type FirstData = {
  /** GET currency/quotation_new: home's market list. */
  quotation?: unknown;
  /** GET microtrade/seconds: the options screen's periods (on that screen only). */
  optionProducts?: unknown;
  /** GET lh/send/get_recommend: the finance tab's new-coin sales on offer (on that tab only). */
  newcoinSales?: unknown;
  /**
   * When the server read these answers (ms since the epoch). A page kept by the service worker
   * may be opened days later: its answers are as old as this says, not as old as the page's start.
   */
  drawnAt?: number;
};

/** The `<script type="application/json">` in the page that carries it. */
export const FIRST_DATA_ELEMENT_ID = 'tw-first-data';

/** The performance mark the app sets once React has taken the page over (or drawn it). */
export const APP_STARTED_MARK = 'tw:app-started';

/**
 * The function the page's start-up script leaves on `window`: it stops holding taps and hands
 * over those made before the app had started (src/server/http/paintFirst.ts).
 */
export const EARLY_TAPS_GLOBAL = '__twEarlyTaps';
