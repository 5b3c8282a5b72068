/** What a reader sees of one screen, measured in the page by `measureScreen`. */
export type Measured = {
  /** Every visible text, and the words a screen reader says (labels, placeholders, alt texts). */
  texts: string[];
  /** Text cut off or running over its neighbours, and items left alone on a row of a grid. */
  clipped: string[];
};

/**
 * Runs in the page (passed to page.evaluate: self-contained). Every visible text node's boxes
 * (Range.getClientRects, one per line) are held against what clips them:
 *
 * - an ancestor whose overflow hides what sticks out (hidden or clip: text-overflow's ellipsis
 *   too, since the range keeps the whole text's width), from the text's containing block out;
 * - the screen's sides, and its bottom for a fixed layer (a sheet, the tab bar);
 * - the boxes it is laid out in, up to the first that clips, scrolls or is placed on its own: a
 *   label wider than its button runs over the next button even where nothing clips it;
 * - not an ancestor that scrolls: a row of tabs that scrolls sideways shows the rest on a swipe,
 *   and a list shows it further down. A box a line or two high (under 80 px) that scrolls down
 *   is a label that wrapped into it, though, and counts as cut.
 *
 * Hidden text is not measured: display none, visibility hidden, opacity 0 (a closed sheet), and
 * a label for screen readers only (a box of 1 px). Texts under a `mayBeCut` selector may be cut
 * (user data shown with a deliberate ellipsis); texts under a `notWords` selector are measured
 * but not returned as texts (not the interface's words: a command line, a list of place names).
 *
 * A grid whose last row holds one narrow item under a first row of three or more has left that
 * item alone (home's entries: "Contact us" on a row of its own); an item made to span the row is
 * not alone.
 */
export function measureScreen({
  within,
  mayBeCut,
  notWords,
}: {
  /** An open sheet or dialog: only it is measured (the screen under it was, on its own). */
  within: string | null;
  mayBeCut: string[];
  notWords: string[];
}): Measured {
  const shown = within ? document.querySelector(within) : null;
  const root = shown?.closest('.rv-popup, .rv-dialog, .rv-action-sheet') ?? shown ?? document.body;
  const TOLERANCE = 1;
  const texts = new Set<string>();
  const clipped: string[] = [];
  const describe = (el: Element) => {
    const id = el.closest('[data-testid]')?.getAttribute('data-testid');
    const cls = typeof el.className === 'string' ? el.className.split(/\s+/).find(Boolean) : undefined;
    return `${id ? `[${id}] ` : ''}${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}`;
  };
  const visible = (el: Element) =>
    el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
    !el.closest('script, style, noscript, template');
  const scrolls = (v: string) => v === 'auto' || v === 'scroll';
  const hides = (v: string) => v === 'hidden' || v === 'clip';

  /** How the text's boxes are cut, each way once at its most; null when it has no box (not laid out). */
  const cutsOf = (node: Text, el: Element): string[] | null => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
    if (!rects.length) return null;
    const cuts = new Map<string, number>();
    const cut = (how: string, px: number) => {
      if (px > TOLERANCE) cuts.set(how, Math.max(cuts.get(how) ?? 0, Math.round(px)));
    };
    // The boxes the text is laid out in (a label's span, the button or cell it names): text wider
    // than one of them runs over its neighbours even where nothing clips it. Looked at up to a box
    // that scrolls or clips (measured below) or is placed on its own (absolute or fixed).
    const boxes: Element[] = [];
    for (let a: Element | null = el; a && a !== document.body; a = a.parentElement) {
      const style = getComputedStyle(a);
      if (style.overflowX !== 'visible') break;
      if (!style.display.startsWith('inline') && style.display !== 'contents') boxes.push(a);
      if (style.position === 'absolute' || style.position === 'fixed') break;
    }
    for (const rect of rects) {
      const out = boxes.find((b) => {
        const r = b.getBoundingClientRect();
        return r.left - rect.left > TOLERANCE || rect.right - r.right > TOLERANCE;
      });
      if (out) {
        const r = out.getBoundingClientRect();
        cut(`wide, out of ${describe(out)}`, Math.max(r.left - rect.left, rect.right - r.right));
      }
      let x = true;
      let y = true;
      let absolute = false;
      let fixed = false;
      for (let a: Element | null = el; a && a !== document.documentElement; a = a.parentElement) {
        const style = getComputedStyle(a);
        // An absolutely placed box is clipped only from its containing block outwards.
        const containing = !absolute || style.position !== 'static';
        if (containing && (style.overflowX !== 'visible' || style.overflowY !== 'visible')) {
          // A label for screen readers only, in a 1 px box: not a reader's text.
          if (a.clientWidth <= 1 || a.clientHeight <= 1) return [];
          const box = a.getBoundingClientRect();
          const left = box.left + a.clientLeft;
          const top = box.top + a.clientTop;
          if (x && hides(style.overflowX))
            cut(`wide by ${describe(a)}`, Math.max(left - rect.left, rect.right - (left + a.clientWidth)));
          if (y && hides(style.overflowY))
            cut(`high by ${describe(a)}`, Math.max(top - rect.top, rect.bottom - (top + a.clientHeight)));
          if (scrolls(style.overflowX)) x = false;
          if (scrolls(style.overflowY)) {
            if (y && a.clientHeight < 80)
              cut(`high, scrolling inside ${describe(a)}`, a.scrollHeight - a.clientHeight);
            y = false;
          }
        }
        if (style.position === 'fixed') {
          fixed = true;
          break;
        }
        if (style.position === 'absolute') absolute = true;
        else if (style.position !== 'static') absolute = false;
      }
      if (x) cut('off the screen’s side', Math.max(-rect.left, rect.right - innerWidth));
      if (y && fixed) cut('off the screen’s bottom', rect.bottom - innerHeight);
    }
    return [...cuts].map(([how, px]) => `${px} px ${how}`);
  };

  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const text = (node.nodeValue ?? '').replace(/\s+/g, ' ').trim();
    const el = node.parentElement;
    if (!text || !el || !visible(el)) continue;
    const cuts = cutsOf(node, el);
    if (cuts === null) continue;
    if (!notWords.some((selector) => el.closest(selector))) texts.add(text);
    if (cuts.length && !mayBeCut.some((selector) => el.closest(selector)))
      clipped.push(`"${text}" cut ${cuts.join(', ')}`);
  }
  // A placeholder wider than its field's text box is cut at the field's edge (text-overflow does
  // not apply to it): measured with the field's own font.
  const ruler = document.createElement('canvas').getContext('2d')!;
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input[placeholder], textarea[placeholder]',
  )) {
    if (!visible(field) || field.value || field.tagName === 'TEXTAREA') continue;
    const style = getComputedStyle(field);
    ruler.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const over = ruler.measureText(field.placeholder).width - room;
    if (over > TOLERANCE && !mayBeCut.some((selector) => field.closest(selector)))
      clipped.push(
        `"${field.placeholder}" cut ${Math.round(over)} px wide, a placeholder in ${describe(field)}`,
      );
  }
  // What else a reader meets as words: placeholders, and the names a screen reader says (an
  // icon hidden from screen readers keeps its own name, react-vant's "arrow-left": unheard).
  for (const el of root.querySelectorAll('[placeholder], [aria-label], [title], img[alt]')) {
    if (!visible(el) || el.closest('[aria-hidden="true"]')) continue;
    for (const name of ['placeholder', 'aria-label', 'title', 'alt']) {
      const value = el.getAttribute(name)?.replace(/\s+/g, ' ').trim();
      if (value) texts.add(value);
    }
  }
  // Items left alone on the last row of a grid of equal columns.
  for (const grid of root.querySelectorAll('*')) {
    if (getComputedStyle(grid).display !== 'grid' || !visible(grid)) continue;
    const rows = new Map<number, Element[]>();
    for (const item of grid.children) {
      if (!visible(item)) continue;
      const top = Math.round(item.getBoundingClientRect().top);
      rows.set(top, [...(rows.get(top) ?? []), item]);
    }
    const sizes = [...rows.values()];
    const last = sizes.at(-1);
    // An item made to span the row (a wide figure under three short ones) is not left alone.
    const narrow = (item: Element) => item.getBoundingClientRect().width < grid.clientWidth / 2;
    if (sizes.length > 1 && last?.length === 1 && narrow(last[0]!) && sizes[0]!.length >= 3)
      clipped.push(
        `"${(last[0] as HTMLElement).innerText.trim()}" alone on the last row of ${describe(grid)} (${sizes.map((r) => r.length).join(' + ')})`,
      );
  }
  return { texts: [...texts], clipped };
}
