import { describe, expect, it } from 'vitest';
import { cleanAnnouncementHtml, REMOTE_IMAGE_CLASS } from '../../src/server/modules/notices/sanitize';

/*
 * Announcement HTML, as an operator (or whoever stole an operator's terminal) might paste it:
 * nothing that runs survives, nothing loads from elsewhere until the reader asks.
 */

const HOSTILE: [string, string][] = [
  ['a script', '<p>ok</p><script>alert(1)</script>'],
  ['a script in svg', '<svg><script>alert(1)</script></svg><p>ok</p>'],
  ['an event handler', '<p onclick="alert(1)" onmouseover="alert(2)">ok</p>'],
  ['an image that runs code when it fails', '<img src=x onerror=alert(1)><p>ok</p>'],
  ['a javascript: link', '<a href="javascript:alert(1)">ok</a>'],
  ['a javascript: link in mixed case', '<a href="JaVaScRiPt:alert(1)">ok</a>'],
  ['a javascript: link in entities', '<a href="&#106;avascript:alert(1)">ok</a>'],
  ['a javascript: link behind spaces', '<a href="  javascript:alert(1)">ok</a>'],
  ['a data: link', '<a href="data:text/html,<script>alert(1)</script>">ok</a>'],
  ['a data: image', '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" alt="x"><p>ok</p>'],
  ['an iframe', '<iframe src="https://evil.example"></iframe><p>ok</p>'],
  ['a style sheet', '<style>body{display:none}</style><p>ok</p>'],
  ['a style attribute', '<p style="background:url(javascript:alert(1))">ok</p>'],
  ['a form', '<form action="https://evil.example"><input name="pw"></form><p>ok</p>'],
  ['a meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example"><p>ok</p>'],
  ['an object', '<object data="https://evil.example/x.swf"></object><p>ok</p>'],
  ['a base tag', '<base href="https://evil.example/"><p>ok</p>'],
  ['a protocol-relative link', '<a href="//evil.example">ok</a>'],
];

describe('announcement HTML, cleaned before it is stored', () => {
  it.each(HOSTILE)('takes out %s', (_what, html) => {
    const clean = cleanAnnouncementHtml(html);
    expect(clean).toContain('ok');
    expect(clean).not.toMatch(/<script|<svg|<iframe|<style|<form|<input|<meta|<object|<base|<img/i);
    expect(clean).not.toMatch(/\son\w+=/i);
    expect(clean).not.toMatch(/javascript:|data:|style=|href="\/\//i);
  });

  it('keeps the text structure, links and tables an announcement needs', () => {
    const html =
      '<h2>Listing</h2><p><strong>BTC</strong> and <em>ETH</em></p><ul><li>one</li></ul>' +
      '<table><tr><td>1</td></tr></table><a href="https://tradewind.example/help">Help</a>';
    const clean = cleanAnnouncementHtml(html);
    expect(clean).toContain('<h2>Listing</h2>');
    expect(clean).toContain('<strong>BTC</strong>');
    expect(clean).toContain('<li>one</li>');
    expect(clean).toContain('<td>1</td>');
    // Links open outside the app and give the other site nothing of where they came from.
    expect(clean).toContain(
      '<a href="https://tradewind.example/help" target="_blank" rel="noopener noreferrer nofollow">Help</a>',
    );
  });

  it('keeps a remote image as a placeholder that loads nothing until tapped', () => {
    const clean = cleanAnnouncementHtml('<img src="https://img.example/chart.png" alt="The chart">');
    expect(clean).toBe(
      `<span class="${REMOTE_IMAGE_CLASS}" data-src="https://img.example/chart.png" data-alt="The chart">The chart</span>`,
    );
  });
});
