import { yieldToMain } from '../../app/yieldToMain';
import { dateTimeFormat } from './formatTime';

/*
 * The first Intl object a page makes loads the browser's locale data: 70–100 ms of one task on a
 * slow phone, whichever formatter asks first. Made piece by piece, each in its own task, it costs
 * about the same in all, but no piece holds a tap for long (20–50 ms each at 4× slowdown): the
 * locale, numbers, then dates. Screens about to format with Intl (the K-line chart's scales and
 * legend) wait for this first.
 */
const STEPS: ((lang: string) => unknown)[] = [
  (lang) => new Intl.Locale(lang).maximize(),
  (lang) => new Intl.NumberFormat(lang).format(1),
  (lang) => dateTimeFormat(lang, { hour: '2-digit' }).format(0),
];

let warming: Promise<void> | undefined;

/** Resolves once Intl's data is loaded, in short tasks; the first call starts it. */
export function warmIntl(lang: string): Promise<void> {
  warming ??= (async () => {
    for (const step of STEPS) {
      await yieldToMain();
      try {
        step(lang);
      } catch {
        // A language the browser does not know: the formatters fall back on their own.
      }
    }
  })();
  return warming;
}
