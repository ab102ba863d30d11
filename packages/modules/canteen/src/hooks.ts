import { useSearchParams } from 'react-router-dom';

/** A query parameter (`?id=`, `?code=`, `?tab=`), or null when absent or blank. */
export function useQueryParam(name: string): string | null {
  const [params] = useSearchParams();
  const value = params.get(name);
  return value === null || value.trim() === '' ? null : value;
}
