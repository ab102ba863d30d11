import { useSearchParams } from 'react-router-dom';

/** A parameter of the screen's address (?id=, ?token=), or null when absent or blank. */
export function useQueryValue(name: string): string | null {
  const [search] = useSearchParams();
  const value = search.get(name);
  return value === null || value.trim() === '' ? null : value.trim();
}

/** The secret of a public page's link: its own parameter, or ?token= of a link written before. */
export function useLinkToken(name: string): string | null {
  const own = useQueryValue(name);
  const old = useQueryValue('token');
  return own ?? old;
}
