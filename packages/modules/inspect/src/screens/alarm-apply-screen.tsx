/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { ALARM_URGENCY_LABELS, alarmReportSchema, type AlarmUrgency, type FileRef } from '@campus/contracts';
import { showToast } from '@campus/core';
import {
  AttachmentUploader,
  clearFieldErrors,
  FieldErrorText,
  NamedTextArea,
  PageFrame,
  schemaRule,
  submitFailureMessage,
} from '@campus/ui';
import { Button, Form, Input, Selector } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { reportAlarm } from '../api.ts';
import { PATHS, withId } from '../paths.ts';
import { scanKey } from '../patrol-scan.ts';
import { alarmDraft } from '../stores/alarm-draft.ts';
import { VideoUploader } from '../components/video-uploader.tsx';

const styles = {
  placeholder: css({ color: 'var(--adm-color-weak)' }),
};

interface ApplyValues {
  place?: string;
  description?: string;
  photos?: FileRef[];
  video_id?: FileRef | null;
  urgency?: AlarmUrgency[];
}

const URGENCIES = Object.entries(ALARM_URGENCY_LABELS).map(([value, label]) => ({ value: value as AlarmUrgency, label }));

/**
 * 告警上报 (/alarmApply, issue 39): an alarm reported by hand: its type (alarmASelType), place,
 * description, photos, a short clip and urgency (the type's own by default); the type's handlers are pushed.
 */
export default function AlarmApplyScreen() {
  const navigate = useNavigate();
  const [form] = Form.useForm<ApplyValues>();
  const draft = alarmDraft.get();
  const [clientKey] = useState(scanKey);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const submit = async (v: ApplyValues) => {
    setBusy(true);
    setMessage(null);
    try {
      const info = await reportAlarm({
        type_id: draft.type?.id ?? '',
        place: (v.place ?? '').trim(),
        description: (v.description ?? '').trim(),
        photos: (v.photos ?? []).map((f) => f.id),
        ...(v.video_id ? { video_id: v.video_id.id } : {}),
        ...(v.urgency?.[0] ? { urgency: v.urgency[0] } : {}),
        client_key: clientKey,
      });
      alarmDraft.reset();
      void showToast('告警已上报', { icon: 'success' });
      navigate(withId(PATHS.alarmDetail, info.id), { replace: true });
    } catch (error) {
      setMessage(submitFailureMessage(form, error));
    } finally {
      setBusy(false);
    }
  };

  const urgency = draft.urgency ?? draft.type?.urgency ?? null;
  return (
    <PageFrame title="告警上报">
      <Form
        form={form}
        mode="card"
        initialValues={{
          place: draft.place,
          description: draft.description,
          photos: draft.photos,
          video_id: draft.video,
          urgency: urgency ? [urgency] : [],
        }}
        onFinish={(v) => void submit(v)}
        onValuesChange={(changed: ApplyValues, all: ApplyValues) => {
          clearFieldErrors(form, changed);
          setMessage(null);
          alarmDraft.update({
            place: all.place ?? '',
            description: all.description ?? '',
            photos: all.photos ?? [],
            video: all.video_id ?? null,
            urgency: all.urgency?.[0] ?? null,
          });
        }}
        footer={
          <>
            <FieldErrorText message={message} />
            <Button block type="submit" color="primary" size="large" loading={busy}>
              上报告警
            </Button>
          </>
        }
      >
        <Form.Item
          name="type_id"
          label="告警类型"
          required
          arrow
          onClick={() => navigate(PATHS.alarmApplyType)}
          rules={[{ validator: async () => (draft.type ? undefined : Promise.reject(new Error('请选择告警类型'))) }]}
        >
          {draft.type ? <span data-testid="alarm-type">{draft.type.name}</span> : <span css={styles.placeholder}>请选择告警类型</span>}
        </Form.Item>
        <Form.Item name="place" label="告警地点" required rules={[schemaRule(alarmReportSchema.shape.place)]}>
          <Input placeholder="如：1号楼配电室" maxLength={100} aria-label="告警地点" clearable />
        </Form.Item>
        <Form.Item name="urgency" label="紧急程度" layout="vertical">
          <Selector columns={3} options={URGENCIES} />
        </Form.Item>
        <Form.Item name="description" label="告警描述" layout="vertical" required rules={[schemaRule(alarmReportSchema.shape.description)]}>
          <NamedTextArea label="告警描述" placeholder="请描述现场情况" autoSize={{ minRows: 3, maxRows: 6 }} maxLength={500} showCount />
        </Form.Item>
        <Form.Item name="photos" label="现场照片" layout="vertical">
          <AttachmentUploader />
        </Form.Item>
        <Form.Item name="video_id" label="现场视频" layout="vertical">
          <VideoUploader />
        </Form.Item>
      </Form>
    </PageFrame>
  );
}
