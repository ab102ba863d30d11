/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { ReceptionCreate } from '@campus/contracts';
import { showToast } from '@campus/core';
import { clearFieldErrors, DayInput, FieldErrorText, NamedTextArea, PageFrame, submitFailureMessage } from '@campus/ui';
import { Button, Form, Input } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { createReception } from '../api.ts';
import { names, newClientKey, yuanToFen } from '../format.ts';
import { PATHS, withQuery } from '../navigation.ts';
import { receptionDrafts, type ReceptionFormValues } from '../stores/reception-drafts.ts';

const styles = {
  guest: css({ display: 'grid', gridTemplateColumns: '1fr 1fr 1.3fr auto', gap: 8, alignItems: 'center' }),
  remove: css({ padding: '4px 0', border: 0, background: 'none', color: 'var(--adm-color-danger)', font: 'inherit', cursor: 'pointer' }),
  add: css({ padding: '8px 0', border: 0, background: 'none', color: 'var(--hub-primary-text)', font: 'inherit', cursor: 'pointer' }),
  hint: css({ fontSize: 13, color: 'var(--adm-color-weak)' }),
};

/** The form's values as the server takes them (budget typed in yuan, the contact optional). */
function toCreate(values: ReceptionFormValues, budgetFen: number): Omit<ReceptionCreate, 'client_key'> {
  const contact = (values.contact_name ?? '').trim();
  return {
    title: (values.title ?? '').trim(),
    guest_company: (values.guest_company ?? '').trim(),
    guests: receptionDrafts.guests
      .map((g) => ({ name: g.name.trim(), title: (g.title ?? '').trim() || undefined, phone: (g.phone ?? '').trim() || undefined }))
      .filter((g) => g.name !== ''),
    start_date: values.start_date ?? '',
    end_date: values.end_date ?? values.start_date ?? '',
    place: (values.place ?? '').trim(),
    budget_fen: budgetFen,
    host_ids: receptionDrafts.hosts.map((h) => h.id),
    contacts: contact === '' ? [] : [{ name: contact, phone: (values.contact_phone ?? '').trim() }],
    remark: (values.remark ?? '').trim() || undefined,
  };
}

/**
 * 新建接待 (/reception?view=create): guests, dates, place, budget and the hosts (picked on
 * receptionSelStaff, reviewed on receptionSelectedStaffs); what is typed stays in the draft while the
 * pickers are open. It goes to the reception approval chain on 提交.
 */
export default observer(function ReceptionCreateForm() {
  const navigate = useNavigate();
  const [form] = Form.useForm<ReceptionFormValues>();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const guests = receptionDrafts.guests;

  const setGuest = (index: number, key: 'name' | 'title' | 'phone', value: string) =>
    receptionDrafts.setGuests(guests.map((g, i) => (i === index ? { ...g, [key]: value } : g)));

  const submit = async (values: ReceptionFormValues) => {
    setMessage(null);
    const budget = (values.budget ?? '').trim() === '' ? 0 : yuanToFen(values.budget ?? '');
    if (budget === null) {
      form.setFields([{ name: 'budget', errors: ['请填写正确的金额（元，最多两位小数）'] }]);
      return;
    }
    const body = toCreate({ ...receptionDrafts.form, ...values }, budget);
    if (body.guests.length === 0) return setMessage('请添加来宾');
    if (body.host_ids.length === 0) return setMessage('请选择接待负责人');
    const key = receptionDrafts.clientKey ?? newClientKey();
    receptionDrafts.setClientKey(key);
    setBusy(true);
    try {
      const created = await createReception({ ...body, client_key: key });
      receptionDrafts.resetReception();
      void showToast('已提交审批', { icon: 'success' });
      void navigate(withQuery(PATHS.detail, { id: created.id }), { replace: true });
    } catch (error) {
      setMessage(submitFailureMessage(form, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageFrame title="新建接待">
      <Form
        form={form}
        mode="card"
        layout="vertical"
        initialValues={receptionDrafts.form}
        onFinish={(v) => void submit(v)}
        onValuesChange={(changed: ReceptionFormValues) => {
          receptionDrafts.setForm(changed);
          clearFieldErrors(form, changed);
          setMessage(null);
        }}
        footer={
          <>
            <FieldErrorText message={message} />
            <Button block type="submit" color="primary" size="large" loading={busy}>
              提交审批
            </Button>
          </>
        }
      >
        <Form.Item name="title" label="接待名称" required rules={[{ required: true, message: '请填写标题' }]}>
          <Input placeholder="如：华东精密制造来访考察" maxLength={50} />
        </Form.Item>
        <Form.Item name="guest_company" label="来宾单位" required rules={[{ required: true, message: '请填写来宾单位' }]}>
          <Input placeholder="来宾所在单位" maxLength={50} />
        </Form.Item>
        <Form.Item label="来宾" required>
          {guests.map((guest, index) => (
            <div css={styles.guest} key={index} data-testid="guest-row">
              <Input
                aria-label={`来宾${index + 1}姓名`}
                placeholder="姓名"
                value={guest.name}
                onChange={(v) => setGuest(index, 'name', v)}
                maxLength={30}
              />
              <Input
                aria-label={`来宾${index + 1}职务`}
                placeholder="职务"
                value={guest.title ?? ''}
                onChange={(v) => setGuest(index, 'title', v)}
                maxLength={30}
              />
              <Input
                aria-label={`来宾${index + 1}电话`}
                placeholder="电话（选填）"
                value={guest.phone ?? ''}
                onChange={(v) => setGuest(index, 'phone', v)}
                maxLength={20}
              />
              {guests.length > 1 ? (
                <button
                  type="button"
                  css={styles.remove}
                  aria-label={`删除来宾${index + 1}`}
                  onClick={() => receptionDrafts.setGuests(guests.filter((_, i) => i !== index))}
                >
                  删除
                </button>
              ) : (
                <span />
              )}
            </div>
          ))}
          <button type="button" css={styles.add} onClick={() => receptionDrafts.setGuests([...guests, { name: '' }])}>
            + 添加来宾
          </button>
        </Form.Item>
        <Form.Item name="start_date" label="开始日期" required rules={[{ required: true, message: '请选择开始日期' }]}>
          <DayInput title="开始日期" />
        </Form.Item>
        <Form.Item name="end_date" label="结束日期" required rules={[{ required: true, message: '请选择结束日期' }]}>
          <DayInput title="结束日期" />
        </Form.Item>
        <Form.Item name="place" label="接待地点" required rules={[{ required: true, message: '请填写接待地点' }]}>
          <Input placeholder="如：行政楼一楼会议室" maxLength={100} />
        </Form.Item>
        <Form.Item label="接待负责人" required arrow onClick={() => void navigate(PATHS.hostPicker)}>
          <span data-testid="hosts-row">
            {receptionDrafts.hosts.length === 0 ? <span css={styles.hint}>请选择（可多人）</span> : names(receptionDrafts.hosts)}
          </span>
        </Form.Item>
        <Form.Item name="budget" label="预算（元）">
          <Input inputMode="decimal" placeholder="选填，如 3000" />
        </Form.Item>
        <Form.Item name="contact_name" label="来宾联系人（来宾页显示）">
          <Input placeholder="选填，如接待专员姓名" maxLength={30} />
        </Form.Item>
        <Form.Item name="contact_phone" label="联系人电话">
          <Input inputMode="tel" placeholder="选填" maxLength={20} />
        </Form.Item>
        <Form.Item name="remark" label="备注">
          <NamedTextArea label="备注" placeholder="选填" maxLength={500} autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
      </Form>
    </PageFrame>
  );
});
