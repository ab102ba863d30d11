import { useSearchParams } from 'react-router-dom';

/** A query value of the address, or null when absent or blank. */
export function useQueryValue(name: string): string | null {
  const [params] = useSearchParams();
  const value = params.get(name);
  return value === null || value.trim() === '' ? null : value;
}

export const useQueryId = (): string | null => useQueryValue('id');
