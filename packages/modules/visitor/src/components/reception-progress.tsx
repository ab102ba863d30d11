import type { ReceptionDetail } from '@campus/contracts';
import { confirmDialog, showToast } from '@campus/core';
import { Button, List } from 'antd-mobile';
import { useState } from 'react';
import { transitionReception } from '../api.ts';

/** The reception's next step for its applicant, as the server offers it (`can.start`, `can.finish`). */
const STEPS = {
  start: { label: '开始接待', asked: '确认开始接待？', done: '已开始接待' },
  finish: { label: '完成接待', asked: '确认完成接待？完成后来宾即可评价。', done: '接待已完成' },
} as const;

/**
 * 开始接待 (待接待 → 接待中) and 完成接待 (接待中 → 已完成) on 接待详情: asks first, then runs the
 * workflow's transition and reloads the detail. A refusal is shown by apiCall's toast.
 */
export function ReceptionProgress({ reception, reload }: { reception: ReceptionDetail; reload: () => Promise<unknown> }) {
  const [busy, setBusy] = useState(false);
  const action = reception.can.start ? 'start' : reception.can.finish ? 'finish' : null;
  if (action === null) return null;
  const step = STEPS[action];
  const run = async () => {
    if (!(await confirmDialog(step.asked, { confirmText: step.label }))) return;
    setBusy(true);
    try {
      await transitionReception(reception.id, action);
      void showToast(step.done, { icon: 'success' });
      await reload();
    } finally {
      setBusy(false);
    }
  };
  return (
    <List mode="card" header="接待进度">
      <List.Item>
        <Button block color="primary" loading={busy} data-testid="reception-progress" onClick={() => void run().catch(() => undefined)}>
          {step.label}
        </Button>
      </List.Item>
    </List>
  );
}
