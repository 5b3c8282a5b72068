import { useNavigate } from 'react-router-dom';

/**
 * One step back inside the app. A screen opened directly (a link, a refresh) has nothing of
 * ours behind it, so it goes to the fallback instead of leaving the app.
 */
export function useGoBack(fallback = '/pages/index/index') {
  const navigate = useNavigate();
  return () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(fallback, { replace: true });
  };
}
