/** @jsxImportSource @emotion/react */
/**
 * The resident's services: dorm notices (d2Notice), simple repairs with photos (d2SimpleRepair; the
 * admin answers them), room inspections (d2Check; the admin records one), feedback (d2Feedback),
 * archives (d2Archives, d2UploadArchive) and the ID card (d2IdentityCard, d2UploadIdCard, lnIdentityCard).
 */
import {
  dormArchivesSchema,
  dormCheckCreateSchema,
  dormFeedbackCreateSchema,
  dormIdentitySchema,
  dormRepairCreateSchema,
  type DormRepair,
  type FileRef,
} from '@campus/contracts';
import { confirmDialog, showToast } from '@campus/core';
import {
  AttachmentList,
  AttachmentUploader,
  clearFieldErrors,
  FieldErrorText,
  Loadable,
  PageFrame,
  schemaRule,
  submitFailureMessage,
  useLoader,
  NamedTextArea,
  keepDates,
} from '@campus/ui';
import { Button, Collapse, Form, Input, List, Radio, Space, TextArea } from 'antd-mobile';
import type { FormInstance } from 'antd-mobile/es/components/form';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  completeRepair,
  createCheck,
  createFeedback,
  createRepair,
  fetchChecks,
  fetchFeedback,
  fetchMe,
  fetchNotices,
  fetchRepairs,
  replyFeedback,
  saveArchives,
  saveIdentity,
} from '../api.ts';
import { PlainTag } from '../components/common.tsx';
import { RoomField } from '../components/room-list.tsx';

/** A form that posts, shows the server's words next to its fields, and reloads the list below it. */
function useSubmit<T>(run: (values: T) => Promise<unknown>, done: string, after?: (form: FormInstance) => void) {
  const [form] = Form.useForm();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const onFinish = async (values: T) => {
    setMessage(null);
    setBusy(true);
    try {
      await run(values);
      void showToast(done);
      after?.(form);
    } catch (error) {
      setMessage(submitFailureMessage(form, error));
    } finally {
      setBusy(false);
    }
  };
  return { form, message, busy, onFinish };
}

function SubmitFooter({ message, busy, label }: { message: string | null; busy: boolean; label: string }) {
  return (
    <>
      <FieldErrorText message={message} />
      <Button block type="submit" color="primary" loading={busy}>
        {label}
      </Button>
    </>
  );
}

async function askReply(title: string): Promise<string | null> {
  let text = '';
  const ok = await confirmDialog(<NamedTextArea placeholder="请输入回复" onChange={(v) => (text = v)} label="回复内容" />, {
    title,
    confirmText: '提交',
    cancelText: '取消',
  });
  return ok && text.trim() ? text.trim() : null;
}

export function D2Notice() {
  const state = useLoader(() => fetchNotices(), []);
  return (
    <PageFrame title="宿舍公告">
      <Loadable state={state}>
        {(rows) => (
          <Collapse defaultActiveKey={rows[0] ? [rows[0].id] : []}>
            {rows.map((n) => (
              <Collapse.Panel key={n.id} title={keepDates(`${n.title}（${n.created_time.slice(0, 10)}）`)}>
                {n.content}
              </Collapse.Panel>
            ))}
          </Collapse>
        )}
      </Loadable>
    </PageFrame>
  );
}

function RepairRow({ r, admin, onDone }: { r: DormRepair; admin: boolean; onDone: () => void }) {
  return (
    <List.Item
      data-testid="repair-row"
      description={
        <>
          <div>
            {r.room.label} · {r.applicant.name} · {keepDates(r.created_time.slice(0, 16))}
          </div>
          {r.reply && <div>回复：{r.reply}</div>}
          <AttachmentList files={r.attachments} />
        </>
      }
      extra={
        admin && r.status === 'pending' ? (
          <Button
            size="small"
            color="primary"
            onClick={async () => {
              const reply = await askReply('处理报修');
              if (!reply) return;
              await completeRepair(r.id, reply);
              onDone();
            }}
          >
            处理
          </Button>
        ) : (
          <PlainTag label={r.status_label} tone={r.status === 'done' ? 'success' : 'warning'} />
        )
      }
    >
      {r.content}
    </List.Item>
  );
}

export function D2SimpleRepair() {
  const [search] = useSearchParams();
  const me = useLoader(() => fetchMe(), []);
  const all = search.get('all') === '1' && me.data?.is_admin === true;
  const list = useLoader(() => fetchRepairs({ all }), [all]);
  const { form, message, busy, onFinish } = useSubmit<{ content: string; attachments?: FileRef[] }>(
    (v) => createRepair({ content: v.content, attachments: (v.attachments ?? []).map((f) => f.id) }),
    '报修已提交',
    (form) => {
      form.resetFields();
      void list.reload();
    },
  );
  return (
    <PageFrame title="宿舍报修">
      {!all && (
        <Form
          form={form}
          mode="card"
          onFinish={onFinish}
          onValuesChange={(c) => clearFieldErrors(form, c)}
          footer={<SubmitFooter message={message} busy={busy} label="提交报修" />}
        >
          <Form.Item name="content" label="报修内容" rules={[schemaRule(dormRepairCreateSchema.shape.content)]}>
            <TextArea placeholder="请描述需要维修的问题" maxLength={500} showCount />
          </Form.Item>
          <Form.Item name="attachments" label="照片">
            <AttachmentUploader accept="image" maxCount={9} />
          </Form.Item>
        </Form>
      )}
      <Loadable state={list}>
        {(rows) => (
          <List mode="card" header={all ? '全部报修' : '我的报修'}>
            {rows.length === 0 ? (
              <List.Item>暂无报修</List.Item>
            ) : (
              rows.map((r) => <RepairRow key={r.id} r={r} admin={all} onDone={() => void list.reload()} />)
            )}
          </List>
        )}
      </Loadable>
    </PageFrame>
  );
}

function CheckForm({ onDone }: { onDone: () => void }) {
  const { form, message, busy, onFinish } = useSubmit<{ room_id: string; score: string; result: string; remark?: string }>(
    (v) => createCheck({ room_id: v.room_id, score: Number(v.score), result: v.result, ...(v.remark ? { remark: v.remark } : {}) }),
    '检查已录入',
    (form) => {
      form.resetFields();
      onDone();
    },
  );
  return (
    <Form
      form={form}
      mode="card"
      onFinish={onFinish}
      onValuesChange={(c) => clearFieldErrors(form, c)}
      footer={<SubmitFooter message={message} busy={busy} label="录入检查" />}
    >
      <Form.Header>录入宿舍检查（宿管）</Form.Header>
      <Form.Item name="room_id" label="房间" rules={[{ required: true, message: '请选择房间' }]}>
        <RoomField />
      </Form.Item>
      <Form.Item
        name="score"
        label="分数"
        rules={[
          { required: true, message: '请填写分数' },
          { pattern: /^(100|\d{1,2})$/, message: '分数为0到100' },
        ]}
      >
        <Input inputMode="numeric" placeholder="0-100" />
      </Form.Item>
      <Form.Item name="result" label="结果" rules={[schemaRule(dormCheckCreateSchema.shape.result)]}>
        <Input placeholder="如：良好" />
      </Form.Item>
      <Form.Item name="remark" label="备注">
        <TextArea placeholder="选填" maxLength={200} />
      </Form.Item>
    </Form>
  );
}

export function D2Check() {
  const me = useLoader(() => fetchMe(), []);
  const admin = me.data?.is_admin === true;
  const list = useLoader(() => fetchChecks({ all: admin }), [admin]);
  return (
    <PageFrame title="宿舍检查">
      {admin && <CheckForm onDone={() => void list.reload()} />}
      <Loadable state={list}>
        {(rows) => (
          <List mode="card" header="检查记录">
            {rows.length === 0 ? (
              <List.Item>暂无检查记录</List.Item>
            ) : (
              rows.map((c) => (
                <List.Item
                  key={c.id}
                  description={keepDates(`${c.date} · ${c.inspector.name}${c.remark ? ` · ${c.remark}` : ''}`)}
                  extra={`${String(c.score)}分`}
                >
                  {c.room.label} {c.result}
                </List.Item>
              ))
            )}
          </List>
        )}
      </Loadable>
    </PageFrame>
  );
}

export function D2Feedback() {
  const [search] = useSearchParams();
  const me = useLoader(() => fetchMe(), []);
  const all = search.get('all') === '1' && me.data?.is_admin === true;
  const list = useLoader(() => fetchFeedback({ all }), [all]);
  const { form, message, busy, onFinish } = useSubmit<{ content: string }>(
    (v) => createFeedback(v.content),
    '反馈已提交',
    (form) => {
      form.resetFields();
      void list.reload();
    },
  );
  return (
    <PageFrame title="意见反馈">
      {!all && (
        <Form
          form={form}
          mode="card"
          onFinish={onFinish}
          onValuesChange={(c) => clearFieldErrors(form, c)}
          footer={<SubmitFooter message={message} busy={busy} label="提交反馈" />}
        >
          <Form.Item name="content" label="反馈内容" rules={[schemaRule(dormFeedbackCreateSchema.shape.content)]}>
            <TextArea placeholder="您的意见和建议" maxLength={500} showCount />
          </Form.Item>
        </Form>
      )}
      <Loadable state={list}>
        {(rows) => (
          <List mode="card" header="反馈记录">
            {rows.length === 0 ? (
              <List.Item>暂无反馈</List.Item>
            ) : (
              rows.map((f) => (
                <List.Item
                  key={f.id}
                  description={keepDates(f.reply ? `回复：${f.reply}` : `${f.author.name} · ${f.created_time.slice(0, 16)} · 待回复`)}
                  extra={
                    all && !f.reply ? (
                      <Button
                        size="small"
                        color="primary"
                        onClick={async () => {
                          const reply = await askReply('回复反馈');
                          if (!reply) return;
                          await replyFeedback(f.id, reply);
                          void list.reload();
                        }}
                      >
                        回复
                      </Button>
                    ) : undefined
                  }
                >
                  {f.content}
                </List.Item>
              ))
            )}
          </List>
        )}
      </Loadable>
    </PageFrame>
  );
}

function ProfileForm({
  title,
  children,
}: {
  title: string;
  children: (profile: Awaited<ReturnType<typeof fetchMe>>['profile'], reload: () => void) => ReactNode;
}) {
  const me = useLoader(() => fetchMe(), []);
  return (
    <PageFrame title={title}>
      <Loadable state={me}>{(data) => children(data.profile, () => void me.reload())}</Loadable>
    </PageFrame>
  );
}

type IdentityValues = { gender: 'male' | 'female'; id_number: string; attachments?: FileRef[] };

/** The ID card form (d2IdentityCard, d2UploadIdCard, lnIdentityCard once signed in). */
export function IdentityForm({ profile, onSaved }: { profile: Awaited<ReturnType<typeof fetchMe>>['profile']; onSaved: () => void }) {
  const { form, message, busy, onFinish } = useSubmit<IdentityValues>(
    (v) => saveIdentity({ gender: v.gender, id_number: v.id_number, attachments: (v.attachments ?? []).map((f) => f.id) }),
    '已保存',
    onSaved,
  );
  return (
    <Form
      form={form}
      mode="card"
      onFinish={onFinish}
      onValuesChange={(c) => clearFieldErrors(form, c)}
      initialValues={{ gender: profile.gender ?? undefined, id_number: profile.id_number ?? '', attachments: profile.id_card }}
      footer={<SubmitFooter message={message} busy={busy} label="保存身份证信息" />}
    >
      <Form.Item name="gender" label="性别" rules={[schemaRule(dormIdentitySchema.shape.gender)]}>
        <Radio.Group>
          <Space>
            <Radio value="male">男</Radio>
            <Radio value="female">女</Radio>
          </Space>
        </Radio.Group>
      </Form.Item>
      <Form.Item name="id_number" label="身份证号" rules={[schemaRule(dormIdentitySchema.shape.id_number)]}>
        <Input placeholder="18位身份证号" maxLength={18} />
      </Form.Item>
      <Form.Item name="attachments" label="身份证照片（正反面）" rules={[{ required: true, message: '请上传身份证照片' }]}>
        <AttachmentUploader accept="image" maxCount={2} />
      </Form.Item>
    </Form>
  );
}

export function D2IdentityCard() {
  return <ProfileForm title="身份证信息">{(profile, reload) => <IdentityForm profile={profile} onSaved={reload} />}</ProfileForm>;
}

type ArchiveValues = { emergency_contact?: string; emergency_phone?: string; attachments?: FileRef[] };

function ArchivesForm({ profile, onSaved }: { profile: Awaited<ReturnType<typeof fetchMe>>['profile']; onSaved: () => void }) {
  const { form, message, busy, onFinish } = useSubmit<ArchiveValues>(
    (v) =>
      saveArchives({
        ...(v.emergency_contact ? { emergency_contact: v.emergency_contact } : {}),
        ...(v.emergency_phone ? { emergency_phone: v.emergency_phone } : {}),
        attachments: (v.attachments ?? []).map((f) => f.id),
      }),
    '已保存',
    onSaved,
  );
  return (
    <Form
      form={form}
      mode="card"
      onFinish={onFinish}
      onValuesChange={(c) => clearFieldErrors(form, c)}
      initialValues={{
        emergency_contact: profile.emergency_contact ?? '',
        emergency_phone: profile.emergency_phone ?? '',
        attachments: profile.archives,
      }}
      footer={<SubmitFooter message={message} busy={busy} label="保存档案" />}
    >
      <Form.Item name="emergency_contact" label="紧急联系人" rules={[schemaRule(dormArchivesSchema.shape.emergency_contact)]}>
        <Input placeholder="姓名" />
      </Form.Item>
      <Form.Item name="emergency_phone" label="联系电话" rules={[schemaRule(dormArchivesSchema.shape.emergency_phone)]}>
        <Input inputMode="tel" placeholder="电话号码" />
      </Form.Item>
      <Form.Item name="attachments" label="档案材料（图片或PDF）">
        <AttachmentUploader accept="image-or-pdf" maxCount={9} />
      </Form.Item>
    </Form>
  );
}

export function D2Archives() {
  return <ProfileForm title="个人档案">{(profile, reload) => <ArchivesForm profile={profile} onSaved={reload} />}</ProfileForm>;
}
