/** Id of index.html's first-paint hero (build/first-paint.ts), taken away by FirstPaintHandoff. */
export const FIRST_PAINT_ID = 'hub-first-paint';

/**
 * Local-storage key prefix (then the company id) of what the home screen remembers of its banners:
 * '0' (none, reserve no place) or `{"src": first picture's signed address, "until": ms}`, which
 * index.html's first paint draws in the banner's box before any script arrives.
 */
export const HOME_BANNER_MEMORY_PREFIX = 'hub_home_banners:';
