/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { ReceptionDetail, ReceptionPlan } from '@campus/contracts';
import { showToast } from '@campus/core';
import { FieldErrorText, keepDates, submitFailureMessage } from '@campus/ui';
import { Button, ErrorBlock, Form, Input, List } from 'antd-mobile';
import { useState } from 'react';
import { savePlans } from '../api.ts';
import { DateTimeInput } from '../components/date-time-input.tsx';
import { ReceptionFrame } from '../components/reception-frame.tsx';

const styles = {
  meta: css({ fontSize: 13, lineHeight: 1.6, color: 'var(--adm-color-weak)' }),
  remove: css({ padding: '4px 8px', border: 0, background: 'none', color: 'var(--adm-color-danger)', font: 'inherit', cursor: 'pointer' }),
};

type PlanItem = Pick<ReceptionPlan, 'start_time' | 'title' | 'place' | 'content'> & { end_time: string | null };

interface PlanFormValues {
  start_time?: string;
  end_time?: string;
  title?: string;
  place?: string;
  content?: string;
}

const byStart = (a: PlanItem, b: PlanItem) => (a.start_time < b.start_time ? -1 : a.start_time > b.start_time ? 1 : 0);

function PlansEditor({ reception, onSaved }: { reception: ReceptionDetail; onSaved: () => void }) {
  const [items, setItems] = useState<PlanItem[]>(reception.plans);
  const [form] = Form.useForm<PlanFormValues>();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const editable = reception.can.arrange;

  const save = async (next: PlanItem[]) => {
    setBusy(true);
    setMessage(null);
    try {
      await savePlans(reception.id, {
        items: next.map((p) => ({
          start_time: p.start_time,
          ...(p.end_time ? { end_time: p.end_time } : {}),
          title: p.title,
          place: p.place || undefined,
          content: p.content || undefined,
        })),
      });
      setItems(next);
      void showToast('已保存', { icon: 'success' });
      onSaved();
      return true;
    } catch (error) {
      setMessage(submitFailureMessage(form, error));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const add = async (v: PlanFormValues) => {
    const item: PlanItem = {
      start_time: v.start_time ?? '',
      end_time: v.end_time ?? null,
      title: (v.title ?? '').trim(),
      place: (v.place ?? '').trim(),
      content: (v.content ?? '').trim(),
    };
    if (await save([...items, item].sort(byStart))) form.resetFields();
  };

  return (
    <>
      <List mode="card" header={`日程（${items.length}项）`} data-testid="plans">
        {items.length === 0 ? <ErrorBlock status="empty" title="还没有日程" description={null} /> : null}
        {items.map((p, index) => (
          <List.Item
            key={`${p.start_time}-${index}`}
            extra={
              editable ? (
                <button
                  type="button"
                  css={styles.remove}
                  aria-label={`删除日程${p.title}`}
                  disabled={busy}
                  onClick={() => void save(items.filter((_, i) => i !== index))}
                >
                  删除
                </button>
              ) : undefined
            }
          >
            <div>{p.title}</div>
            <div css={styles.meta}>{keepDates(p.end_time ? `${p.start_time} 至 ${p.end_time}` : p.start_time)}</div>
            {p.place ? <div css={styles.meta}>地点：{p.place}</div> : null}
            {p.content ? <div css={styles.meta}>{p.content}</div> : null}
          </List.Item>
        ))}
      </List>
      {editable ? (
        <Form
          form={form}
          mode="card"
          layout="vertical"
          onFinish={(v) => void add(v)}
          onValuesChange={() => setMessage(null)}
          footer={
            <>
              <FieldErrorText message={message} />
              <Button block type="submit" color="primary" size="large" loading={busy}>
                添加日程
              </Button>
            </>
          }
        >
          <Form.Header>添加一项日程</Form.Header>
          <Form.Item name="start_time" label="开始时间" required rules={[{ required: true, message: '请选择开始时间' }]}>
            <DateTimeInput title="开始时间" />
          </Form.Item>
          <Form.Item name="end_time" label="结束时间">
            <DateTimeInput title="结束时间" placeholder="选填" />
          </Form.Item>
          <Form.Item name="title" label="内容" required rules={[{ required: true, message: '请填写标题' }]}>
            <Input placeholder="如：参观生产线" maxLength={50} />
          </Form.Item>
          <Form.Item name="place" label="地点">
            <Input placeholder="选填" maxLength={100} />
          </Form.Item>
          <Form.Item name="content" label="说明">
            <Input placeholder="选填" maxLength={500} />
          </Form.Item>
        </Form>
      ) : (
        <List mode="card">
          <List.Item>只有接待安排人可以修改日程</List.Item>
        </List>
      )}
    </>
  );
}

/** 接待方案 (/reception/receptionDetail/receptionPlans?id=): the agenda; arrangers add and remove items. */
export default function ReceptionPlansScreen() {
  return (
    <ReceptionFrame title="接待方案">{(r, state) => <PlansEditor reception={r} onSaved={() => void state.reload()} />}</ReceptionFrame>
  );
}
