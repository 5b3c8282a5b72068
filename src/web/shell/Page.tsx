import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { NavBar } from 'react-vant';
import 'react-vant/es/nav-bar/style/index.css';

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
  const navigate = useNavigate();
  const goBack = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate('/pages/index/index', { replace: true });
  };
  return (
    <div className="tw-page" data-testid={testId}>
      <NavBar
        title={title}
        leftArrow={back && !left}
        leftText={left}
        onClickLeft={back && !left ? goBack : undefined}
        rightText={right}
        fixed
        placeholder
        safeAreaInsetTop
        zIndex={20}
      />
      {children}
    </div>
  );
}
