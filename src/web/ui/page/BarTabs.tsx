import { useLayoutEffect, useRef, type ComponentProps, type KeyboardEvent } from 'react';
import { Tabs as VantTabs } from 'react-vant';

/**
 * react-vant's Tabs as a screen reader and a keyboard need them. Its titles are bare divs that
 * carry `aria-selected` without the `tab` role (axe-core: aria-allowed-attr, and a tablist without
 * tabs), and no key reaches them. Each title becomes a focusable tab that Enter or Space chooses.
 */
function BarTabsRoot(props: ComponentProps<typeof VantTabs>) {
  const bar = useRef<HTMLDivElement>(null);
  // After every render: react-vant draws the titles again when they or the chosen one change.
  useLayoutEffect(() => {
    for (const title of bar.current?.querySelectorAll<HTMLElement>('.rv-tab') ?? []) {
      title.setAttribute('role', 'tab');
      title.tabIndex = 0;
    }
  });
  const choose = (event: KeyboardEvent) => {
    const title = (event.target as HTMLElement).closest<HTMLElement>('.rv-tab');
    if (!title || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    title.click();
  };
  return (
    <div ref={bar} onKeyDown={choose}>
      <VantTabs {...props} />
    </div>
  );
}

/** Used as react-vant's: `<BarTabs active onChange><BarTabs.TabPane name title /></BarTabs>`. */
export const BarTabs = Object.assign(BarTabsRoot, { TabPane: VantTabs.TabPane });
