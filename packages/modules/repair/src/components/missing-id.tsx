import { ErrorBlock } from 'antd-mobile';

/** A detail screen opened without its `?id=` (and no stash). */
export function MissingId() {
  return <ErrorBlock status="empty" title="缺少参数，请从列表进入" description={null} />;
}
