import { useLocation, useNavigate } from 'react-router-dom';

/**
 * The address's query, and a way to replace it (no history entry). Plain URLSearchParams over
 * the location keeps react-router's useSearchParams out of the home route's download.
 */
export function useQueryParams(): [URLSearchParams, (next: URLSearchParams) => void] {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return [
    new URLSearchParams(search),
    (next) => navigate({ pathname, search: next.toString() }, { replace: true }),
  ];
}
