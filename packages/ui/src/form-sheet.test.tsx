import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Form, Input } from 'antd-mobile';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormSheet } from './form-sheet.tsx';

afterEach(cleanup);

/** An axios-like refusal of the server. */
const refused = (status: number, data: unknown) => Object.assign(new Error('refused'), { response: { status, data } });

function NameSheet({ send }: { send: (values: { name?: string }) => Promise<void> }) {
  const [form] = Form.useForm<{ name?: string }>();
  return (
    <FormSheet
      title="新增巡检点"
      onClose={() => {}}
      testId="name-sheet"
      form={form}
      submitText="保存"
      initialValues={{ name: '东门' }}
      onSubmit={send}
    >
      <Form.Item name="name" label="名称">
        <Input aria-label="名称" />
      </Form.Item>
    </FormSheet>
  );
}

describe('FormSheet (issue 39: the setup popups share one form sheet)', () => {
  it('a named dialog with its title; submitting sends the values', async () => {
    const send = vi.fn(async () => {});
    render(<NameSheet send={send} />);
    const sheet = await screen.findByRole('dialog', { name: '新增巡检点' });
    fireEvent.click(within(sheet).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ name: '东门' }));
  });

  it("a server 400's field error lands on its field, its other message above the button; editing the field clears both", async () => {
    const send = vi.fn(async () => {
      throw refused(400, { name: ['该名称已存在'], non_field_errors: ['请检查后重试'] });
    });
    render(<NameSheet send={send} />);
    const sheet = await screen.findByTestId('name-sheet');
    fireEvent.click(within(sheet).getByRole('button', { name: '保存' }));
    expect(await within(sheet).findByText('该名称已存在')).toBeTruthy();
    expect(within(sheet).getByTestId('field-error-text').textContent).toBe('请检查后重试');
    fireEvent.change(within(sheet).getByRole('textbox', { name: '名称' }), { target: { value: '西门' } });
    await waitFor(() => expect(within(sheet).queryByText('该名称已存在')).toBeNull());
    expect(within(sheet).queryByTestId('field-error-text')).toBeNull();
  });
});
