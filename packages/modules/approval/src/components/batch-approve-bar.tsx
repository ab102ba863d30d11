/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { BatchApproveResult } from '@campus/contracts';
import { alertDialog, showToast } from '@campus/core';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { batchApprove } from '../api.ts';
import { LABELS, STALL_LABELS } from '../labels.ts';
import { CommentPopup } from './comment-popup.tsx';

const styles = {
  row: css({ display: 'flex', gap: 8, '& > :last-child': { flex: 1 } }),
  failures: css({
    margin: '8px 0 0',
    paddingLeft: 18,
    textAlign: 'left',
    fontSize: 13,
    lineHeight: 1.6,
    maxHeight: '40vh',
    overflowY: 'auto',
  }),
};

export interface BatchApproveBarProps {
  selected: readonly string[];
  /** The rows loaded in 待我审批 (全选 selects them all). */
  allIds: readonly string[];
  onSelect: (ids: readonly string[]) => void;
  onCancel: () => void;
  /** After the batch ran (the list and counts reload). */
  onDone: () => void;
}

/** The failures of a batch as the result dialog lists them: each order's title and why. */
export function BatchFailures({ result }: { result: BatchApproveResult }) {
  return (
    <div data-testid="batch-result">
      <div>{STALL_LABELS.batchSummary(result.approved.length, result.failed.length)}</div>
      <ul css={styles.failures}>
        {result.failed.map((failure) => (
          <li key={failure.id} data-testid="batch-failure">
            「{failure.title || failure.id}」{failure.reason}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** 待我审批's batch footer: 全选, 取消 and 批量同意 (one comment), then the result with each failure's reason. */
export function BatchApproveBar({ selected, allIds, onSelect, onCancel, onDone }: BatchApproveBarProps) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const allSelected = allIds.length > 0 && allIds.every((id) => selected.includes(id));

  const run = async (comment: string): Promise<boolean> => {
    setBusy(true);
    try {
      const result = await batchApprove([...selected], comment);
      if (result.failed.length === 0) void showToast(STALL_LABELS.batchAllDone(result.approved.length), { icon: 'success' });
      else void alertDialog(<BatchFailures result={result} />, { title: STALL_LABELS.batchResultTitle });
      onDone();
      return true;
    } catch {
      return false; // the error catalogue showed why
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <div css={styles.row} data-testid="batch-bar">
        <Button onClick={() => onSelect(allSelected ? [] : allIds)}>
          {allSelected ? STALL_LABELS.unselectAll : STALL_LABELS.selectAll}
        </Button>
        <Button onClick={onCancel}>{STALL_LABELS.batchExit}</Button>
        <Button
          color="primary"
          disabled={busy || selected.length === 0}
          onClick={() => (selected.length === 0 ? void showToast(STALL_LABELS.batchChooseFirst) : setAsking(true))}
          data-testid="batch-approve"
        >
          {STALL_LABELS.batchApprove(selected.length)}
        </Button>
      </div>
      <CommentPopup
        visible={asking}
        title={STALL_LABELS.batchTitle}
        placeholder={LABELS.commentPlaceholder}
        confirmText={STALL_LABELS.batchApprove(selected.length)}
        busy={busy}
        onClose={() => setAsking(false)}
        onSubmit={run}
      />
    </>
  );
}
