import { describe, expect, it } from 'vitest';
import { withMarkup } from '../../src/server/http/webApp';

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
    const page = withMarkup(PAGE, 'en', { screen: '<main>home</main>', path: '/pages/index/index', data });
    const scripts = [...page.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)];
    // The answers' element and the app's own script, nothing injected between them.
    expect(scripts).toHaveLength(2);
    expect(JSON.parse(scripts[0]![1]!)).toEqual(data);
    expect(page).toContain(
      '<div id="root" data-lang="en" data-drawn="screen" data-path="/pages/index/index"><main>home</main></div>',
    );
  });

  it('inserts markup holding "$" patterns as it is', () => {
    const page = withMarkup(PAGE, 'th', { shell: '<p>$& $1 $$</p>' });
    expect(page).toContain('<div id="root" data-lang="th" data-drawn="shell"><p>$& $1 $$</p></div>');
  });
});
