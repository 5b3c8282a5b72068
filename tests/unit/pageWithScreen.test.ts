import { describe, expect, it } from 'vitest';
import { withScreen } from '../../src/server/http/webApp';

const PAGE = `<body>
    <div id="root">
      <!--page-->
      <div class="tw-splash"></div>
      <!--/page-->
    </div>
    <script type="module" src="/assets/index.js"></script>
</body>`;

describe('the page with a drawn screen', () => {
  it('carries answers holding "</script>" as data that cannot end its script element', () => {
    const data = { quotation: { note: '</script><script>alert(1)</script>', price: '1 < 2 $& $1' } };
    const page = withScreen(PAGE, 'en', '<main>home</main>', data);
    const scripts = [...page.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)];
    // The answers' element and the app's own script, nothing injected between them.
    expect(scripts).toHaveLength(2);
    expect(JSON.parse(scripts[0]![1]!)).toEqual(data);
    expect(page).toContain('<div id="root" data-lang="en"><main>home</main></div>');
  });

  it('inserts markup holding "$" patterns as it is', () => {
    const page = withScreen(PAGE, 'th', '<p>$& $1 $$</p>', {});
    expect(page).toContain('<p>$& $1 $$</p>');
  });
});
