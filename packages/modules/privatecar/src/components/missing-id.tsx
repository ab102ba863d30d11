import { ErrorBlock } from 'antd-mobile';

/** A detail screen opened without its `?id=`. */
export function MissingId() {
  return <ErrorBlock status="empty" title="缺少参数，请从列表进入" description={null} />;
}

/** The `?id=` (or another key) of the screen's address, or null. */
export function queryValue(search: URLSearchParams, key = 'id'): string | null {
  const value = search.get(key);
  return value === null || value.trim() === '' ? null : value;
}
