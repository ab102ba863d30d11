/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { ORDER_TITLE_MAX, type FormTemplate } from '@campus/contracts';
import { clearFieldErrors, FieldErrorText } from '@campus/ui';
import { Form, Input, List } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { LABELS } from '../labels.ts';
import type { DraftValues, FlowDraftStore } from '../stores/flow-draft-store.ts';
import { FlowField } from './flow-field.tsx';

/** The form instance antd-mobile's Form.useForm gives. */
export type FlowFormInstance = ReturnType<typeof Form.useForm>[0];

const styles = {
  description: css({ margin: '12px 16px 0', fontSize: 13, color: 'var(--adm-color-weak)', lineHeight: 1.6 }),
  chosen: css({ color: 'var(--adm-color-text-secondary)', wordBreak: 'break-all' }),
  bottom: css({ height: 16 }),
};

export interface FlowFormViewProps {
  template: FormTemplate;
  form: FlowFormInstance;
  draft: FlowDraftStore;
  /** The server's message of no field (or a field the form does not have). */
  message: string | null;
  onFinish: (values: DraftValues) => void;
  onPickStaff: () => void;
  onPickDepartments: () => void;
}

/** Names in approval order: '1. 张三 → 2. 李四'. */
export function orderedNames(options: ReadonlyArray<{ name: string }>): string {
  return options.map((option, index) => `${index + 1}. ${option.name}`).join(' → ');
}

/**
 * The form of a flow: a title, the template's fields (built from the template),
 * the approvers (staff in order, then department heads) and the message of no
 * field. Values go to the draft store as they change, so they survive a visit
 * to the picker screens.
 */
export const FlowFormView = observer(function FlowFormView({
  template,
  form,
  draft,
  message,
  onFinish,
  onPickStaff,
  onPickDepartments,
}: FlowFormViewProps) {
  return (
    <>
      {template.description ? <p css={styles.description}>{template.description}</p> : null}
      <List mode="card">
        <List.Item title={LABELS.flowTitle}>
          <Input
            placeholder={template.name}
            value={draft.title}
            onChange={(value) => draft.setTitle(value)}
            maxLength={ORDER_TITLE_MAX}
            clearable
            aria-label={LABELS.flowTitle}
          />
        </List.Item>
      </List>
      <Form
        form={form}
        mode="card"
        layout="vertical"
        initialValues={draft.values}
        onValuesChange={(changed: unknown, all: DraftValues) => {
          clearFieldErrors(form, changed);
          draft.setValues(all);
        }}
        onFinish={onFinish}
      >
        {template.fields.map((field) => (
          <FlowField key={field.key} field={field} />
        ))}
      </Form>
      <List mode="card" header={LABELS.approvers}>
        <List.Item
          clickable
          onClick={onPickStaff}
          extra={draft.approvers.length > 0 ? `${draft.approvers.length}人` : undefined}
          description={<span css={styles.chosen}>{draft.approvers.length > 0 ? orderedNames(draft.approvers) : LABELS.approversHint}</span>}
          data-testid="flow-approvers"
        >
          {LABELS.approvers}
        </List.Item>
        <List.Item
          clickable
          onClick={onPickDepartments}
          extra={draft.departments.length > 0 ? `${draft.departments.length}个` : undefined}
          description={
            <span css={styles.chosen}>
              {draft.departments.length > 0 ? draft.departments.map((department) => department.name).join('、') : LABELS.departmentsHint}
            </span>
          }
          data-testid="flow-departments"
        >
          {LABELS.departments}
        </List.Item>
      </List>
      <FieldErrorText message={message} />
      <div css={styles.bottom} />
    </>
  );
});
