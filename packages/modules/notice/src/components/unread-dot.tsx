import { Badge } from 'antd-mobile';
import { TEXT } from '../texts.ts';

/** The unread mark of a list row: antd's Badge dot, named for screen readers. */
export function UnreadDot() {
  return (
    <span role="img" aria-label={TEXT.unread} data-testid="unread-dot" style={{ display: 'inline-flex', flex: 'none' }}>
      <Badge content={Badge.dot} />
    </span>
  );
}
