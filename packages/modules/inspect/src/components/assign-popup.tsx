/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { hubToday } from '@campus/contracts';
import { DayInput, FormSheet, NamedTextArea, type PickerOption, StaffPicker } from '@campus/ui';
import { Form } from 'antd-mobile';
import { useState } from 'react';
import { loadStaffOptions } from '../staff-options.ts';

const styles = {
  placeholder: css({ color: 'var(--adm-color-weak)' }),
};

export interface AssignValues {
  person?: PickerOption[];
  deadline?: string;
  text?: string;
}

/**
 * Who fixes it and by when, with a note: a rectification's assignment, a reform task raised from a
 * violation. `personField` and `textField` are the server's names, so its refusals land on them.
 */
export function AssignPopup({
  title,
  personLabel,
  textLabel,
  textRequired,
  personField,
  textField,
  visible,
  onClose,
  send,
}: {
  title: string;
  personLabel: string;
  textLabel: string;
  textRequired: boolean;
  personField: string;
  textField: string;
  visible: boolean;
  onClose: () => void;
  send: (values: { personId: string; deadline: string; text: string }) => Promise<void>;
}) {
  const [form] = Form.useForm();
  const [picking, setPicking] = useState(false);
  const person = Form.useWatch(personField, form) as PickerOption[] | undefined;
  const today = hubToday();

  const submit = (v: Record<string, unknown>) => {
    const chosen = (v[personField] as PickerOption[] | undefined)?.[0];
    return send({
      personId: chosen?.id ?? '',
      deadline: (v.deadline as string | undefined) ?? '',
      text: ((v[textField] as string | undefined) ?? '').trim(),
    });
  };

  return (
    <FormSheet
      visible={visible}
      title={title}
      onClose={onClose}
      testId="assign-popup"
      form={form}
      submitText="确定"
      onSubmit={submit}
      beside={
        <StaffPicker
          visible={picking}
          onClose={() => setPicking(false)}
          title={personLabel}
          value={person ?? []}
          load={(q) => loadStaffOptions(q)}
          onChange={(v) => form.setFields([{ name: personField, value: v, errors: [] }])}
        />
      }
    >
      <Form.Item
        name={personField}
        label={personLabel}
        required
        arrow
        onClick={() => setPicking(true)}
        rules={[
          { validator: async (_, v?: PickerOption[]) => (v?.length ? undefined : Promise.reject(new Error(`请选择${personLabel}`))) },
        ]}
      >
        {person?.[0] ? (
          <span data-testid="assign-person">{person[0].name}</span>
        ) : (
          <span css={styles.placeholder}>请选择{personLabel}</span>
        )}
      </Form.Item>
      <Form.Item name="deadline" label="整改期限" required rules={[{ required: true, message: '请选择整改期限' }]}>
        <DayInput title="整改期限" min={today} />
      </Form.Item>
      <Form.Item
        name={textField}
        label={textLabel}
        layout="vertical"
        required={textRequired}
        rules={
          textRequired
            ? [{ validator: async (_, v?: string) => (v?.trim() ? undefined : Promise.reject(new Error(`请填写${textLabel}`))) }]
            : []
        }
      >
        <NamedTextArea
          label={textLabel}
          placeholder={textRequired ? `请填写${textLabel}` : '选填'}
          autoSize={{ minRows: 2, maxRows: 4 }}
          maxLength={500}
        />
      </Form.Item>
    </FormSheet>
  );
}
