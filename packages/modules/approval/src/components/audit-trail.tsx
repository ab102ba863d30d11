/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { OrderEvent } from '@campus/contracts';
import { DISPLAY_EMPTY } from '@campus/core';
import { List } from 'antd-mobile';
import { approvalTime, eventActionLabel } from '../order-display.ts';

const styles = {
  head: css({ display: 'flex', justifyContent: 'space-between', gap: 8, fontSize: 14 }),
  time: css({ color: 'var(--adm-color-weak)', fontSize: 13, flex: 'none' }),
  move: css({ color: 'var(--adm-color-weak)', fontSize: 13 }),
  remark: css({ fontSize: 13, color: 'var(--adm-color-text-secondary)', wordBreak: 'break-all' }),
};

export interface AuditTrailProps {
  events: readonly OrderEvent[];
  /** Names of the order type's registry transitions (action -> name). */
  transitionNames?: ReadonlyMap<string, string>;
}

/** The audit trail: who did what, the status move, the remark and when. */
export function AuditTrail({ events, transitionNames }: AuditTrailProps) {
  return (
    <>
      {events.map((event) => (
        <List.Item key={event.id} data-testid="audit-event">
          <div css={styles.head}>
            <span>
              {event.actor?.name || DISPLAY_EMPTY} {eventActionLabel(event, transitionNames)}
            </span>
            <span css={styles.time}>{approvalTime(event.created_time)}</span>
          </div>
          <div css={styles.move}>
            {event.from_label ? `${event.from_label} → ` : ''}
            {event.to_label}
          </div>
          {event.remark ? <div css={styles.remark}>{event.remark}</div> : null}
        </List.Item>
      ))}
    </>
  );
}
