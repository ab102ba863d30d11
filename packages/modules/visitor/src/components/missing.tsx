import { ErrorBlock } from 'antd-mobile';

/** A screen opened without the parameter it needs (?id=, ?token=). */
export function MissingParam({ title = '缺少参数，请从列表进入' }: { title?: string }) {
  return <ErrorBlock status="empty" title={title} description={null} />;
}
