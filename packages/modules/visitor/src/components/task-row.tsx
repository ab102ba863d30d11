/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { ReceptionTask } from '@campus/contracts';
import { keepDates } from '@campus/ui';
import { List, Tag } from 'antd-mobile';
import { names } from '../format.ts';

const styles = {
  title: css({ fontSize: 15, color: 'var(--adm-color-text)' }),
  meta: css({ fontSize: 13, lineHeight: 1.6, color: 'var(--adm-color-weak)' }),
};

const STATE_COLORS = { todo: 'default', doing: 'primary', done: 'success' } as const;

export function TaskStateTag({ task }: { task: Pick<ReceptionTask, 'state' | 'state_label'> }) {
  return (
    <Tag color={STATE_COLORS[task.state]} fill="outline" round data-testid="task-state">
      {task.state_label}
    </Tag>
  );
}

/** One task of a reception: title, assignees, due time and state. */
export function TaskRow({ task, onClick }: { task: ReceptionTask; onClick: () => void }) {
  return (
    <List.Item onClick={onClick} extra={<TaskStateTag task={task} />} data-testid="task-row">
      <div css={styles.title}>{task.title}</div>
      <div css={styles.meta}>负责人：{names(task.assignees) || '--'}</div>
      <div css={styles.meta}>{keepDates(`截止：${task.due_time}`)}</div>
    </List.Item>
  );
}
