import { createHash } from 'node:crypto';
import { EARLY_TAPS_GLOBAL } from '../../core/firstData';
import type { StartFiles } from './routeFiles';

/**
 * A page the server drew (a start screen, or a route's shell) shows before any script runs, so
 * it is painted before any script is fetched: its style sheets travel inside it, and its scripts
 * are asked for right after the first paint. On a slow network the scripts no longer share the
 * bandwidth the first paint waits for; the app takes over a moment later than it would
 * otherwise (docs/decisions.md, "First paint: scripts after the screen").
 */

/** Where the page lists the scripts the start-up script adds. */
const START_ELEMENT_ID = 'tw-start';

/**
 * The one inline script the app has, allowed by its hash in the CSP (script-src). It reads the
 * list above and adds the scripts once the browser reports the first contentful paint; where
 * paint timing is missing, or never reports, two frames and a second later; in a hidden tab,
 * which paints nothing until it is shown, at once.
 * Each file is added in a task of its own: adding them all at once was one of start-up's long tasks.
 * Until the app has started, the drawn page looks ready but is not: a tap then is held (not
 * lost, and not a full page load through a link) and handed to the app, which replays the last
 * one on the same element if it is still there. If the app's script fails to load, taps are let
 * through again, so the page's links still work.
 */
export const START_AFTER_PAINT_SCRIPT = `(function () {
  var d = document, s = JSON.parse(d.getElementById('${START_ELEMENT_ID}').textContent), started = false, taps = [];
  function hold(event) { taps.push(event.target); event.preventDefault(); event.stopPropagation(); }
  function release() { d.removeEventListener('click', hold, true); return taps.splice(0); }
  d.addEventListener('click', hold, true);
  window.${EARLY_TAPS_GLOBAL} = release;
  function add(tag, props) { var e = d.createElement(tag); e.crossOrigin = ''; for (var k in props) e[k] = props[k]; d.head.appendChild(e); }
  function start() {
    if (started) return;
    started = true;
    var queue = s.preload.map(function (href) { return ['link', { rel: 'modulepreload', href: href }]; })
      .concat(s.styles.map(function (href) { return ['link', { rel: 'preload', as: 'style', href: href }]; }))
      .concat([['script', { type: 'module', src: s.entry, onerror: release }]]);
    (function next() { var item = queue.shift(); if (item) { add(item[0], item[1]); setTimeout(next, 0); } })();
  }
  if (d.visibilityState === 'hidden') return start();
  try {
    new PerformanceObserver(function (list) { if (list.getEntriesByName('first-contentful-paint').length) start(); })
      .observe({ type: 'paint', buffered: true });
  } catch (e) {}
  requestAnimationFrame(function () { requestAnimationFrame(function () { setTimeout(start, 1000); }); });
})();`;

/** The script's CSP source expression. */
export const START_AFTER_PAINT_HASH = `'sha256-${createHash('sha256').update(START_AFTER_PAINT_SCRIPT).digest('base64')}'`;

const MODULE_SCRIPT = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload"(?: crossorigin)? href="([^"]+)">\s*/g;
const STYLE_SHEET = /<link rel="stylesheet"(?: crossorigin)? href="([^"]+)">/g;

/** A paint-first page, and the files it has from the start. */
export type PaintFirstPage = {
  /**
   * The page, asking after its first paint for its own scripts and for `route`'s files too. With
   * `styled`, the route's screen is drawn in the page: its style sheets travel inside it as well.
   */
  html(route?: StartFiles, styled?: boolean): string;
  /** Its scripts and style sheets (`/assets/…`), which a route's files need not repeat. */
  files: ReadonlySet<string>;
};

/**
 * The built page (Vite's tags, as emitted) made paint-first. `styleSheet(href)` gives a style
 * sheet's text. Each `<link>` stays, disabled, so that Vite's loader of lazy screens sees the
 * sheet as present and never adds it again after the app's own rules.
 */
export function paintFirst(page: string, styleSheet: (href: string) => string): PaintFirstPage {
  const entry = MODULE_SCRIPT.exec(page)?.[1];
  if (!entry) return { html: () => page, files: new Set() };
  const preload = [...page.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const sheets = [...page.matchAll(STYLE_SHEET)].map((match) => match[1]!);
  const inline = `<style>${sheets.map(styleSheet).join('\n')}</style>`;
  let first = true;
  const [head, tail] = page
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(STYLE_SHEET, (tag) => {
      const disabled = tag.replace('>', ' disabled>');
      if (!first) return disabled;
      first = false;
      return `${inline}${disabled}`;
    })
    .split('</body>') as [string, string];
  return {
    files: new Set([entry, ...preload, ...sheets]),
    html(route = { scripts: [], styles: [] }, styled = false) {
      const list = { entry, preload: [...preload, ...route.scripts], styles: styled ? [] : route.styles };
      // After the app's own rules, where Vite's loader would have put them, and kept as disabled
      // links for that loader to find.
      const routeSheets = styled
        ? `<style>${route.styles.map(styleSheet).join('\n')}</style>` +
          route.styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}" disabled>`).join('')
        : '';
      return (
        `${routeSheets ? head.replace('</head>', `${routeSheets}</head>`) : head}<script type="application/json" id="${START_ELEMENT_ID}">${JSON.stringify(list)}</script>` +
        `<script>${START_AFTER_PAINT_SCRIPT}</script></body>${tail}`
      );
    },
  };
}
