import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

/** The `?id=` of a detail screen, or null. */
export function useQueryId(): string | null {
  const [params] = useSearchParams();
  const id = params.get('id');
  return id === null || id.trim() === '' ? null : id;
}

/**
 * Back to the screen the user came from (which loads again and shows the
 * change); when the screen was opened directly, to `fallback` instead.
 */
export function useBackTo(fallback: string): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    if (location.key !== 'default') navigate(-1);
    else navigate(fallback, { replace: true });
  }, [fallback, location.key, navigate]);
}
