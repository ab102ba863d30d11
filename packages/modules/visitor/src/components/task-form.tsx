/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { ReceptionDetail, ReceptionTask } from '@campus/contracts';
import { showToast } from '@campus/core';
import { clearFieldErrors, FieldErrorText, NamedTextArea, submitFailureMessage } from '@campus/ui';
import { Button, Form, Input } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { createTask, saveMainTask, updateTask } from '../api.ts';
import { names } from '../format.ts';
import { PATHS, withQuery } from '../navigation.ts';
import { personOptions } from '../picker-options.ts';
import { receptionDrafts, type TaskDraftValues } from '../stores/reception-drafts.ts';
import { DateTimeInput } from './date-time-input.tsx';

const styles = { hint: css({ color: 'var(--adm-color-weak)' }) };

export type TaskKind = 'prepare' | 'main' | 'child';

export const TASK_KIND_LABELS: Record<TaskKind, string> = { prepare: '准备事项', main: '主任务', child: '子任务' };

/** The draft key of a task form: one draft per reception, kind and task. */
export const taskDraftKey = (receptionId: string, kind: TaskKind, taskId: string | null) => `${receptionId}/${kind}/${taskId ?? 'new'}`;

/** Opens the draft of the form (kept across the picker screens), from the task being edited if any. */
export function openTaskDraft(receptionId: string, kind: TaskKind, task: ReceptionTask | null): void {
  receptionDrafts.openTask(
    taskDraftKey(receptionId, kind, task?.id ?? null),
    task ? { title: task.title, content: task.content, due_time: task.due_time } : {},
    task ? personOptions(task.assignees) : [],
  );
}

export interface TaskFormProps {
  reception: ReceptionDetail;
  kind: TaskKind;
  /** The task edited; null for a new one. */
  task: ReceptionTask | null;
}

/**
 * A task's form (receptionEditPrepare, receptionEditMainTask, receptionEditChild): title, content,
 * assignees (picked on their own screens: the draft keeps the form) and due time. Assignees get a push.
 */
export const TaskForm = observer(function TaskForm({ reception, kind, task }: TaskFormProps) {
  const navigate = useNavigate();
  const [form] = Form.useForm<TaskDraftValues>();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const pickerPath = kind === 'prepare' ? PATHS.preparePicker : PATHS.childPicker;
  const pickerQuery = { id: reception.id, task: task?.id ?? null, kind };

  const submit = async (values: TaskDraftValues) => {
    setMessage(null);
    const assignees = receptionDrafts.assignees.map((a) => a.id);
    if (assignees.length === 0) return setMessage('请选择负责人');
    const body = {
      title: (values.title ?? '').trim(),
      content: (values.content ?? '').trim() || undefined,
      assignee_ids: assignees,
      due_time: values.due_time ?? '',
    };
    setBusy(true);
    try {
      let saved: ReceptionTask;
      if (kind === 'main') saved = await saveMainTask(reception.id, body);
      else if (task) saved = await updateTask(task.id, body);
      else saved = await createTask(reception.id, { ...body, kind });
      receptionDrafts.closeTask();
      void showToast('已保存', { icon: 'success' });
      void navigate(withQuery(PATHS.task, { id: saved.id }), { replace: true });
    } catch (error) {
      setMessage(submitFailureMessage(form, error));
    } finally {
      setBusy(false);
    }
  };

  if (!reception.can.arrange) {
    return <FieldErrorText message="您没有安排该接待的权限" />;
  }

  return (
    <Form
      form={form}
      mode="card"
      layout="vertical"
      initialValues={receptionDrafts.task}
      onFinish={(v) => void submit(v)}
      onValuesChange={(changed: TaskDraftValues) => {
        receptionDrafts.setTask(changed);
        clearFieldErrors(form, changed);
        setMessage(null);
      }}
      footer={
        <>
          <FieldErrorText message={message} />
          <Button block type="submit" color="primary" size="large" loading={busy}>
            保存{TASK_KIND_LABELS[kind]}
          </Button>
        </>
      }
    >
      <Form.Header>{reception.title}</Form.Header>
      <Form.Item name="title" label={`${TASK_KIND_LABELS[kind]}名称`} required rules={[{ required: true, message: '请填写标题' }]}>
        <Input placeholder={kind === 'prepare' ? '如：准备会议室和茶歇' : '如：安排车辆接站'} maxLength={50} />
      </Form.Item>
      <Form.Item name="content" label="内容">
        <NamedTextArea label="内容" placeholder="选填" maxLength={500} autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
      <Form.Item label="负责人" required arrow onClick={() => void navigate(withQuery(pickerPath, pickerQuery))}>
        <span data-testid="assignees-row">
          {receptionDrafts.assignees.length === 0 ? <span css={styles.hint}>请选择（可多人）</span> : names(receptionDrafts.assignees)}
        </span>
      </Form.Item>
      <Form.Item name="due_time" label="截止时间" required rules={[{ required: true, message: '请选择截止时间' }]}>
        <DateTimeInput title="截止时间" />
      </Form.Item>
    </Form>
  );
});
