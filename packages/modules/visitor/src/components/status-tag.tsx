import type { VisitorStatus } from '@campus/contracts';
import { Tag } from 'antd-mobile';

/** The family's status codes: below 0 refused or withdrawn, 10 waiting, 20 live, above done. */
function colorOf(code: number): 'default' | 'primary' | 'success' | 'warning' | 'danger' {
  if (code < 0) return 'danger';
  if (code === 10) return 'warning';
  if (code === 20) return 'primary';
  return 'success';
}

/** An order's status as the server labels it (the labels live with the order types on the server). */
export function VisitorStatusTag({ status }: { status: VisitorStatus }) {
  return (
    <Tag color={colorOf(status.code)} fill="outline" round data-testid="status-tag" data-code={status.code}>
      {status.label}
    </Tag>
  );
}
