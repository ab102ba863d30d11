import { ErrorBlock } from 'antd-mobile';

export const MISSING_ID_TEXT = '缺少参数';
export const MISSING_ID_HINT = '页面地址不完整，请返回后重新进入';

/** A detail screen opened without its `?id=`. */
export function MissingId({ hint = MISSING_ID_HINT }: { hint?: string }) {
  return (
    <div style={{ padding: '48px 16px' }} role="alert">
      <ErrorBlock status="empty" title={MISSING_ID_TEXT} description={hint} />
    </div>
  );
}
