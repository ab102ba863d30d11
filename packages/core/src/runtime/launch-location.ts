/** The address the app was opened with: the hash path and every query parameter (search and hash query). */
export interface LaunchLocation {
  path: string;
  query: Record<string, string>;
  /** The raw search string, kept in _URL_p (spec 3). */
  search: string;
}

export function readLaunchLocation(href: string): LaunchLocation {
  const url = new URL(href);
  const hash = url.hash.replace(/^#/, '');
  const queryStart = hash.indexOf('?');
  const path = (queryStart === -1 ? hash : hash.slice(0, queryStart)) || '/';
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) query[name] = value;
  if (queryStart !== -1) for (const [name, value] of new URLSearchParams(hash.slice(queryStart + 1))) query[name] = value;
  const hashSearch = queryStart === -1 ? '' : hash.slice(queryStart);
  return { path, query, search: url.search || hashSearch };
}

/** The hash path shown now, without its query. */
export function currentHashPath(location: Pick<Location, 'hash'>): string {
  return location.hash.replace(/^#/, '').split('?')[0] || '/';
}
