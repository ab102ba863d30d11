import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Form, Input } from 'antd-mobile';
import type { FormInstance } from 'antd-mobile/es/components/form';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyServerErrors, clearFieldErrors, FieldErrorText, readServerErrors } from './form-helpers.tsx';

afterEach(cleanup);

describe('readServerErrors', () => {
  it('reads {field: [msg]} as field errors', () => {
    expect(readServerErrors({ phone: ['手机号格式不正确'], name: ['必填', '过长'] })).toEqual({
      fields: [
        { name: ['phone'], errors: ['手机号格式不正确'] },
        { name: ['name'], errors: ['必填', '过长'] },
      ],
      message: null,
    });
  });

  it('spec 8 order for the message of no field: string detail, msg, first non_field_errors entry', () => {
    expect(readServerErrors({ detail: '无权操作', non_field_errors: ['x'] }).message).toBe('无权操作');
    expect(readServerErrors({ code: 'E1', msg: '参数错误' }).message).toBe('参数错误');
    expect(readServerErrors({ non_field_errors: ['时间冲突'], seat: ['已被占用'] })).toEqual({
      fields: [{ name: ['seat'], errors: ['已被占用'] }],
      message: '时间冲突',
    });
  });

  it('nested serializer errors become nested field paths', () => {
    expect(readServerErrors({ passengers: [{}, { name: ['必填'] }], address: { city: ['无效'] } }).fields).toEqual([
      { name: ['passengers', 1, 'name'], errors: ['必填'] },
      { name: ['address', 'city'], errors: ['无效'] },
    ]);
  });

  it("spec 8: a list body joins with ','; anything unreadable is '请求错误'", () => {
    expect(readServerErrors(['甲', '乙']).message).toBe('甲,乙');
    expect(readServerErrors(null).message).toBe('请求错误');
    expect(readServerErrors({}).message).toBe('请求错误');
    expect(readServerErrors({ code: 'X' })).toEqual({ fields: [], message: '请求错误' });
    expect(readServerErrors('Bad Request').message).toBe('Bad Request');
  });
});

function TestForm({ onForm }: { onForm: (form: FormInstance) => void }) {
  const [form] = Form.useForm();
  useEffect(() => {
    onForm(form);
  }, [form, onForm]);
  return (
    <Form form={form} initialValues={{ phone: '1380013800x', name: '张三' }} onValuesChange={(changed) => clearFieldErrors(form, changed)}>
      <Form.Item name="phone" label="电话" rules={[{ required: true, message: '请输入电话' }]}>
        <Input placeholder="电话" />
      </Form.Item>
      <Form.Item name="name" label="姓名">
        <Input placeholder="姓名" />
      </Form.Item>
    </Form>
  );
}

async function renderForm(): Promise<FormInstance> {
  let instance: FormInstance | undefined;
  render(<TestForm onForm={(form) => (instance = form)} />);
  await act(async () => undefined);
  if (!instance) throw new Error('no form');
  return instance;
}

describe('applyServerErrors', () => {
  it('puts the server words next to the fields and keeps what the user typed', async () => {
    const form = await renderForm();
    let message: string | null = 'unset';
    await act(async () => {
      message = applyServerErrors(form, { phone: ['手机号格式不正确'] });
    });
    expect(message).toBeNull();
    expect(form.getFieldError('phone')).toEqual(['手机号格式不正确']);
    expect(form.getFieldError('name')).toEqual([]);
    expect(form.getFieldValue('phone')).toBe('1380013800x');
    expect(screen.getByText('手机号格式不正确')).toBeTruthy();
    expect((screen.getByPlaceholderText('电话') as HTMLInputElement).value).toBe('1380013800x');
  });

  it('returns the message of no field to show on its own', async () => {
    const form = await renderForm();
    let message: string | null = null;
    await act(async () => {
      message = applyServerErrors(form, { non_field_errors: ['该时段已被预约'], name: ['重名'] });
    });
    expect(message).toBe('该时段已被预约');
    expect(form.getFieldError('name')).toEqual(['重名']);
  });

  it("an error for a field the form does not have is not lost: 'field: message' (spec 8 step 5)", async () => {
    const form = await renderForm();
    let message: string | null = null;
    await act(async () => {
      message = applyServerErrors(form, { company: ['公司无效'] });
    });
    expect(message).toBe('company: 公司无效');
  });

  it("bad data gives '请求错误' and touches no field", async () => {
    const form = await renderForm();
    expect(applyServerErrors(form, undefined)).toBe('请求错误');
    expect(form.getFieldError('phone')).toEqual([]);
  });
});

describe('FieldErrorText', () => {
  it('shows the message in the danger colour, nothing when empty', () => {
    render(<FieldErrorText message="该时段已被预约" />);
    expect(screen.getByRole('alert').textContent).toBe('该时段已被预约');
    cleanup();
    const { container } = render(<FieldErrorText message={null} />);
    expect(container.textContent).toBe('');
  });

  it('editing a field after a server error clears that error (clearFieldErrors on onValuesChange)', async () => {
    const form = await renderForm();
    await act(async () => {
      applyServerErrors(form, { name: ['重名'], phone: ['格式不正确'] });
    });
    expect(screen.getByText('重名')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('姓名'), { target: { value: '李四' } });
    await act(async () => undefined);
    expect(form.getFieldError('name')).toEqual([]);
    expect(screen.queryByText('重名')).toBeNull();
    expect(form.getFieldError('phone')).toEqual(['格式不正确']);
    // A field with rules is validated again: emptying it shows the rule's message, not the server's.
    fireEvent.change(screen.getByPlaceholderText('电话'), { target: { value: '' } });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(form.getFieldError('phone')).toEqual(['请输入电话']);
  });
});
