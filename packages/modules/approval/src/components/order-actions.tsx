/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { OrderCan } from '@campus/contracts';
import { Button } from 'antd-mobile';
import { ACTION_LABELS, urgeLater } from '../labels.ts';

const styles = {
  rows: css({ display: 'flex', flexDirection: 'column', gap: 8 }),
  row: css({ display: 'flex', gap: 8, '& > *': { flex: 1 } }),
};

export type OrderTransitionOption = OrderCan['transitions'][number];

export interface OrderActionsProps {
  can: OrderCan;
  /** The detail route has a choose-the-approver child (all but the survey detail). */
  transferable: boolean;
  busy?: boolean;
  onApprove: () => void;
  onReject: () => void;
  onTransfer: () => void;
  onCancel: () => void;
  onTransition: (transition: OrderTransitionOption) => void;
  /** 催办 (the applicant, once per step per hour). */
  onUrge?: () => void;
  /** 加签 (the pending approver or his delegate). */
  onAddSigner?: () => void;
}

/** The applicant may urge now, or will from a time (the button says when). */
export function urgeState(can: OrderCan | undefined): 'open' | 'later' | 'none' {
  if (can?.can_urge === true) return 'open';
  return can?.urge_available_time ? 'later' : 'none';
}

/** What the caller may do now: true when any button would show. */
export function hasActions(can: OrderCan | undefined, transferable: boolean): boolean {
  if (!can) return false;
  return (
    can.can_approve ||
    can.can_reject ||
    can.can_cancel ||
    (can.can_transfer && transferable) ||
    (can.transitions?.length ?? 0) > 0 ||
    urgeState(can) !== 'none'
  );
}

/** The detail's buttons, each shown only when its `can` flag allows it. */
export function OrderActions({
  can,
  transferable,
  busy = false,
  onApprove,
  onReject,
  onTransfer,
  onCancel,
  onTransition,
  onUrge,
  onAddSigner,
}: OrderActionsProps) {
  const urge = urgeState(can);
  // 催办 has a row of its own: while it waits its label says until when
  const urgeButton = urge !== 'none' && onUrge && (
    <Button key="urge" fill="outline" color="warning" disabled={busy || urge === 'later'} onClick={onUrge} data-testid="urge-button">
      {urge === 'later' ? urgeLater((can.urge_available_time ?? '').slice(11, 16)) : ACTION_LABELS.urge}
    </Button>
  );
  const workflow = [
    can.can_cancel && (
      <Button key="cancel" fill="outline" disabled={busy} onClick={onCancel}>
        {ACTION_LABELS.cancel}
      </Button>
    ),
    can.can_transfer && transferable && (
      <Button key="transfer" fill="outline" color="primary" disabled={busy} onClick={onTransfer}>
        {ACTION_LABELS.transfer}
      </Button>
    ),
    can.can_add_signer && onAddSigner && (
      <Button key="add-signer" fill="outline" color="primary" disabled={busy} onClick={onAddSigner}>
        {ACTION_LABELS.add_signer}
      </Button>
    ),
    can.can_reject && (
      <Button key="reject" color="danger" fill="outline" disabled={busy} onClick={onReject}>
        {ACTION_LABELS.reject}
      </Button>
    ),
    can.can_approve && (
      <Button key="approve" color="primary" disabled={busy} onClick={onApprove}>
        {ACTION_LABELS.approve}
      </Button>
    ),
  ].filter(Boolean);
  const transitions = Array.isArray(can.transitions) ? can.transitions : [];
  return (
    <div css={styles.rows} data-testid="order-actions">
      {urgeButton && <div css={styles.row}>{urgeButton}</div>}
      {workflow.length > 0 && <div css={styles.row}>{workflow}</div>}
      {transitions.length > 0 && (
        <div css={styles.row}>
          {transitions.map((transition) => (
            <Button key={transition.action} color="primary" fill="solid" disabled={busy} onClick={() => onTransition(transition)}>
              {transition.name}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}
