import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { loginUrlFor } from '../api/session/loginRedirect';
import { useSession } from '../api/session/useSession';

/** Login-only screens: without a session, go to login and come back here afterwards. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { loggedIn } = useSession();
  const location = useLocation();
  if (!loggedIn) return <Navigate to={loginUrlFor(location.pathname + location.search)} replace />;
  return <>{children}</>;
}
