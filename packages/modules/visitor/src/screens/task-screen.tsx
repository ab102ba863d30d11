/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { ReceptionTask } from '@campus/contracts';
import { confirmDialog, showToast } from '@campus/core';
import { DetailSection, Loadable, PageFrame, useLoader } from '@campus/ui';
import { Button, List, Selector } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fetchTask, removeTask, setTaskState } from '../api.ts';
import { MissingParam } from '../components/missing.tsx';
import { TASK_KIND_LABELS } from '../components/task-form.tsx';
import { TaskStateTag } from '../components/task-row.tsx';
import { names, yuan } from '../format.ts';
import { useQueryValue } from '../hooks.ts';
import { PATHS, withQuery } from '../navigation.ts';

const styles = { actions: css({ display: 'flex', gap: 12 }) };

const STATES = [
  { value: 'todo', label: '未开始' },
  { value: 'doing', label: '进行中' },
  { value: 'done', label: '已完成' },
] as const;

const EDIT_PATHS = { prepare: PATHS.editPrepare, main: PATHS.editMainTask, child: PATHS.editChild } as const;

function TaskBody({ initial }: { initial: ReceptionTask }) {
  const navigate = useNavigate();
  const [task, setTask] = useState(initial);
  const [busy, setBusy] = useState(false);

  const changeState = async (state: 'todo' | 'doing' | 'done') => {
    if (state === task.state) return;
    setBusy(true);
    try {
      setTask(await setTaskState(task.id, state));
      void showToast('状态已更新', { icon: 'success' });
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!(await confirmDialog(`删除${TASK_KIND_LABELS[task.kind]}「${task.title}」？`, { confirmText: '删除' }))) return;
    await removeTask(task.id);
    void showToast('已删除', { icon: 'success' });
    void navigate(withQuery(PATHS.detail, { id: task.reception_id }), { replace: true });
  };

  return (
    <>
      <DetailSection
        title={`${TASK_KIND_LABELS[task.kind]}：${task.title}`}
        rows={[
          { label: '所属接待', value: task.reception_title },
          { label: '状态', value: <TaskStateTag task={task} /> },
          { label: '负责人', value: names(task.assignees) },
          { label: '截止时间', value: task.due_time },
          { label: '内容', value: task.content },
          { label: '费用', value: yuan(task.fee_total_fen) },
        ]}
      />
      {task.can_update_state ? (
        <List mode="card" header="更新状态">
          <List.Item>
            <Selector
              columns={3}
              value={[task.state]}
              disabled={busy}
              options={STATES.map((s) => ({ label: s.label, value: s.value }))}
              onChange={(v) => {
                const next = v[0];
                if (next) void changeState(next);
              }}
            />
          </List.Item>
        </List>
      ) : null}
      <List mode="card">
        <List.Item onClick={() => void navigate(withQuery(PATHS.detail, { id: task.reception_id }))}>查看接待详情</List.Item>
        <List.Item onClick={() => void navigate(withQuery(PATHS.fees, { id: task.reception_id }))} extra={yuan(task.fee_total_fen)}>
          接待费用
        </List.Item>
      </List>
      {task.can_edit ? (
        <List mode="card">
          <List.Item>
            <div css={styles.actions}>
              <Button
                block
                onClick={() =>
                  void navigate(withQuery(EDIT_PATHS[task.kind], { id: task.reception_id, task: task.kind === 'main' ? null : task.id }))
                }
              >
                编辑
              </Button>
              {task.kind !== 'main' ? (
                <Button block color="danger" fill="outline" onClick={() => void remove()}>
                  删除
                </Button>
              ) : null}
            </div>
          </List.Item>
        </List>
      ) : null}
    </>
  );
}

/**
 * 子任务 (/reception/receptionDetail/receptionChild?id=<task>): one task of a reception (what an
 * assignment push opens): its assignees, due time and state; an assignee or an arranger updates the
 * state, an arranger edits or removes it.
 */
export default function TaskScreen() {
  const id = useQueryValue('id');
  const state = useLoader(async () => (id === null ? null : fetchTask(id)), [id]);
  return (
    <PageFrame title="接待任务">
      {id === null ? <MissingParam /> : <Loadable state={state}>{(t) => <TaskBody initial={t} />}</Loadable>}
    </PageFrame>
  );
}
