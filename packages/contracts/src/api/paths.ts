/**
 * The constants around the hub API (spec section 7: all calls go under /9077/api/...). The paths of
 * the operations themselves live in their endpoint definitions (endpoint.ts, one group per family file).
 */
export const API_PREFIX = '/9077/api';
export const DOCS_PREFIX = '/9077/docs';

/** Authorization header scheme (`Bearer` is accepted too). */
export const AUTH_SCHEME = 'Token';
/** Name of the server-sent event that carries a push message. */
export const PUSH_EVENT = 'push';
