import { useLoader } from '@campus/ui';
import { useSearchParams } from 'react-router-dom';
import { fetchManage } from './api.ts';

/** A query parameter, or null when absent or blank. */
export function useQueryParam(name: string): string | null {
  const [params] = useSearchParams();
  const value = params.get(name);
  return value === null || value.trim() === '' ? null : value;
}

/** What the caller may manage (admin: every shop; merchant: his own). */
export const useManage = () => useLoader(() => fetchManage(), []);
