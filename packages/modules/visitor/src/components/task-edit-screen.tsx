import type { ReceptionDetail, ReceptionTask } from '@campus/contracts';
import { useState } from 'react';
import { useQueryValue } from '../hooks.ts';
import { MissingParam } from './missing.tsx';
import { ReceptionFrame } from './reception-frame.tsx';
import { openTaskDraft, TASK_KIND_LABELS, TaskForm, type TaskKind } from './task-form.tsx';

/** The task of the reception named by id, among those of the kind. */
function findTask(reception: ReceptionDetail, kind: TaskKind, taskId: string | null): ReceptionTask | null {
  if (kind === 'main') return reception.main_task;
  if (taskId === null) return null;
  const list = kind === 'prepare' ? reception.prepares : reception.children;
  return list.find((t) => t.id === taskId) ?? null;
}

/** Opens the task's draft once, before the form reads it. */
function TaskEditor({ reception, kind, task }: { reception: ReceptionDetail; kind: TaskKind; task: ReceptionTask | null }) {
  useState(() => openTaskDraft(reception.id, kind, task));
  return <TaskForm reception={reception} kind={kind} task={task} />;
}

/** receptionEditPrepare / receptionEditMainTask / receptionEditChild (?id=reception&task=): a new task or one edited. */
export function TaskEditScreen({ kind }: { kind: TaskKind }) {
  const taskId = useQueryValue('task');
  const editing = kind === 'main' || taskId !== null;
  return (
    <ReceptionFrame title={`${editing ? '编辑' : '新增'}${TASK_KIND_LABELS[kind]}`}>
      {(r) => {
        const task = findTask(r, kind, taskId);
        if (kind !== 'main' && taskId !== null && task === null) return <MissingParam title="任务不存在" />;
        return <TaskEditor reception={r} kind={kind} task={task} />;
      }}
    </ReceptionFrame>
  );
}
