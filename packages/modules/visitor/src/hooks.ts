import { useSearchParams } from 'react-router-dom';

/** A parameter of the screen's address (?id=, ?token=), or null when absent or blank. */
export function useQueryValue(name: string): string | null {
  const [search] = useSearchParams();
  const value = search.get(name);
  return value === null || value.trim() === '' ? null : value.trim();
}
