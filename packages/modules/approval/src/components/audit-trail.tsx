/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { OrderEvent, OrderStep } from '@campus/contracts';
import { DISPLAY_EMPTY } from '@campus/core';
import { List } from 'antd-mobile';
import { AttachmentList, keepDates } from '@campus/ui';
import { approvalTime, eventActionLabel, eventOutcome } from '../order-display.ts';
import { STALL_LABELS } from '../labels.ts';

const styles = {
  head: css({ display: 'flex', justifyContent: 'space-between', gap: 8, fontSize: 14 }),
  time: css({ color: 'var(--adm-color-weak)', fontSize: 13, flex: 'none' }),
  move: css({ color: 'var(--adm-color-weak)', fontSize: 13 }),
  remark: css({ fontSize: 13, color: 'var(--adm-color-text-secondary)', wordBreak: 'break-all' }),
  files: css({ marginTop: 6 }),
};

export interface AuditTrailProps {
  events: readonly OrderEvent[];
  /** The order's chain: an approval that leaves the order in approval is told by its step. */
  steps?: readonly OrderStep[];
  /** Names of the order type's registry transitions (action -> name). */
  transitionNames?: ReadonlyMap<string, string>;
}

/** The audit trail: who did what, what came of it (the status move or the step passed), the remark, its photos and files, and when. */
export function AuditTrail({ events, steps = [], transitionNames }: AuditTrailProps) {
  return (
    <>
      {events.map((event) => {
        const outcome = eventOutcome(event, steps);
        return (
          <List.Item key={event.id} data-testid="audit-event">
            <div css={styles.head}>
              <span data-testid="audit-actor">
                {event.on_behalf_of
                  ? `${STALL_LABELS.actedFor(event.actor?.name || DISPLAY_EMPTY, event.on_behalf_of.name)} ${eventActionLabel(event, transitionNames)}`
                  : `${event.actor?.name || DISPLAY_EMPTY} ${eventActionLabel(event, transitionNames)}`}
              </span>
              <span css={styles.time}>{keepDates(approvalTime(event.created_time))}</span>
            </div>
            {outcome ? (
              <div css={styles.move} data-testid="audit-outcome">
                {outcome}
              </div>
            ) : null}
            {event.remark ? <div css={styles.remark}>{event.remark}</div> : null}
            {event.attachments && event.attachments.length > 0 ? (
              <div css={styles.files} data-testid="audit-files">
                <AttachmentList files={event.attachments} />
              </div>
            ) : null}
          </List.Item>
        );
      })}
    </>
  );
}
