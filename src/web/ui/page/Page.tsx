import type { ReactNode } from 'react';
import { NavBar } from 'react-vant';
import { ArrowLeft } from '@react-vant/icons';
import 'react-vant/es/nav-bar/style/index.css';
import { useGoBack } from './useGoBack';

type PageProps = {
  title: ReactNode;
  /** Show the back arrow (default true). */
  back?: boolean;
  left?: ReactNode;
  right?: ReactNode;
  children: ReactNode;
  testId?: string;
};

/** A screen with the app's own navigation bar; back goes one step back, or home on a fresh tab. */
export function Page({ title, back = true, left, right, children, testId }: PageProps) {
  const showBack = back && !left;
  const goBack = useGoBack();
  return (
    <div className="tw-page" data-testid={testId}>
      {/* The fixed bar's place, sized by CSS: react-vant's own placeholder measures the bar once it
          is mounted, which forced a layout of the whole screen inside its first task. */}
      <div className="tw-nav-placeholder" aria-hidden="true" />
      <NavBar
        title={title}
        // react-vant clones whatever leftArrow is, so it must be an element or nothing.
        leftArrow={showBack ? <ArrowLeft /> : null}
        leftText={left}
        onClickLeft={showBack ? goBack : undefined}
        rightText={right}
        // With nothing on the right, the title may use the bar's width up to the back arrow on
        // both sides, as the route shell's does ("Acuerdo de usuario y privacidad" at 360 px).
        className={right ? undefined : 'tw-nav-bar-wide-title'}
        fixed
        safeAreaInsetTop
        zIndex={20}
      />
      {children}
    </div>
  );
}
