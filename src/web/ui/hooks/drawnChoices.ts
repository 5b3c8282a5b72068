/*
 * Stored choices that change what a server-drawn screen looks like (the spot chart, unfolded or
 * not; a signed-in reader's places held). They are kept in a cookie as well as in localStorage, so
 * that the server draws the screen as the reader left it: no jump when the app takes over, and no
 * chart drawn for a reader who never opened it.
 */

/**
 * The choices the server draws by; any other stays in localStorage only. The last ones are hints
 * rather than choices: that a session is kept on this device, and how much room the signed-in
 * reader's parts took last time (coins on the finance tab's holdings card; home's wallet badges
 * and greeting lines), so that they have their places from the first paint.
 */
export const DRAWN_CHOICES: readonly string[] = [
  'trade.chart_shown',
  'contract.chart_shown',
  'options.chart_shown',
  'session.signed_in',
  'finance.holdings',
  'home.wallets',
  'home.greeting_lines',
];
export const DRAWN_CHOICES_COOKIE = 'tw_choices';

export type DrawnChoices = Readonly<Record<string, string>>;

/** The choices in a `Cookie` header (or `document.cookie`): `tw_choices=trade.chart_shown:1,…`. */
export function drawnChoicesIn(cookieHeader: string | undefined): DrawnChoices {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value = ''] = part.trim().split('=');
    if (name !== DRAWN_CHOICES_COOKIE) continue;
    const choices: Record<string, string> = {};
    for (const entry of decodeURIComponent(value).split(',')) {
      const [key, choice] = entry.split(':');
      if (key && choice && DRAWN_CHOICES.includes(key)) choices[key] = choice;
    }
    return choices;
  }
  return {};
}

/** What the server draws by, set by the renderer just before each (synchronous) render. */
let serverChoices: DrawnChoices = {};
export function drawWithChoices(choices: DrawnChoices): void {
  serverChoices = choices;
}

/**
 * In the browser, the cookie the page's request carried: read when this module loads, before the
 * app's start-up changes it (the signed-in hint is set then), since React takes the server's
 * markup over only later and must draw what the server drew.
 */
const choicesAtLoad: DrawnChoices = typeof document === 'undefined' ? {} : drawnChoicesIn(document.cookie);

/**
 * The choice the server drew the page with: on the server, the request's; in the browser (while
 * React takes the server's markup over), the cookie the request carried.
 */
export function drawnChoice(key: string): string | null {
  const choices = typeof document === 'undefined' ? serverChoices : choicesAtLoad;
  return choices[key] ?? null;
}

/** A count kept as a drawn hint (rows, badges, lines): `otherwise` when none, never above `most`. */
export function drawnCount(key: string, most: number, otherwise = 0): number {
  return Math.min(Number(drawnChoice(key)) || otherwise, most);
}

/** Keeps a drawn choice in the cookie too (null forgets it). */
export function rememberDrawnChoice(key: string, value: string | null): void {
  if (!DRAWN_CHOICES.includes(key)) return;
  const choices: Record<string, string> = { ...drawnChoicesIn(document.cookie) };
  if (value === null) delete choices[key];
  else choices[key] = value;
  const text = Object.entries(choices)
    .map(([k, v]) => `${k}:${v}`)
    .join(',');
  document.cookie = `${DRAWN_CHOICES_COOKIE}=${encodeURIComponent(text)}; path=/; max-age=31536000; samesite=lax`;
}
