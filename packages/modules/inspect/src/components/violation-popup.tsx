/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { violationCreateSchema, type FileRef } from '@campus/contracts';
import { AttachmentUploader, FormSheet, NamedTextArea, type PickerOption, schemaRule, StaffPicker } from '@campus/ui';
import { Form, Input, Selector } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { createViolation } from '../api.ts';
import { PATHS, withId } from '../paths.ts';
import { scanKey } from '../patrol-scan.ts';
import { loadStaffOptions } from '../staff-options.ts';

const styles = {
  placeholder: css({ color: 'var(--adm-color-weak)' }),
};

interface ViolationValues {
  source?: ('round' | 'room_check')[];
  rule?: string;
  place?: string;
  person_id?: PickerOption[];
  room?: string;
  description?: string;
  photos?: FileRef[];
}

/** 登记违规: a violation found on a round or a room check (rule, place, person or room, photos); its detail follows. */
export function ViolationPopup({ visible, onClose, roundId }: { visible: boolean; onClose: () => void; roundId?: string }) {
  const navigate = useNavigate();
  const [form] = Form.useForm<ViolationValues>();
  const [clientKey] = useState(scanKey);
  const [picking, setPicking] = useState(false);
  const person = Form.useWatch('person_id', form);

  const submit = async (v: ViolationValues) => {
    const info = await createViolation({
      source: v.source?.[0] ?? 'round',
      rule: (v.rule ?? '').trim(),
      place: (v.place ?? '').trim(),
      ...(v.person_id?.[0] ? { person_id: v.person_id[0].id } : {}),
      ...(v.room?.trim() ? { room: v.room.trim() } : {}),
      description: (v.description ?? '').trim(),
      photos: (v.photos ?? []).map((f) => f.id),
      ...(roundId ? { round_id: roundId } : {}),
      client_key: clientKey,
    });
    navigate(withId(PATHS.violation, info.id));
  };

  return (
    <FormSheet
      visible={visible}
      title="登记违规"
      onClose={onClose}
      testId="violation-popup"
      form={form}
      submitText="提交"
      onSubmit={submit}
      initialValues={{ source: ['round'], photos: [], person_id: [] }}
      beside={
        <StaffPicker
          visible={picking}
          onClose={() => setPicking(false)}
          title="涉及人员"
          value={person ?? []}
          allowEmpty
          load={(q) => loadStaffOptions(q)}
          onChange={(v) => form.setFields([{ name: 'person_id', value: v, errors: [] }])}
        />
      }
    >
      <Form.Item name="source" label="发现方式">
        <Selector
          columns={2}
          options={[
            { label: '巡检发现', value: 'round' },
            { label: '查房发现', value: 'room_check' },
          ]}
        />
      </Form.Item>
      <Form.Item name="rule" label="违反规定" required rules={[schemaRule(violationCreateSchema.shape.rule)]}>
        <Input placeholder="如：楼道堆放杂物" maxLength={100} aria-label="违反规定" clearable />
      </Form.Item>
      <Form.Item name="place" label="地点" required rules={[schemaRule(violationCreateSchema.shape.place)]}>
        <Input placeholder="如：3号楼2层楼道" maxLength={100} aria-label="地点" clearable />
      </Form.Item>
      <Form.Item name="person_id" label="涉及人员" arrow onClick={() => setPicking(true)}>
        {person?.[0] ? <span>{person[0].name}</span> : <span css={styles.placeholder}>选填</span>}
      </Form.Item>
      <Form.Item name="room" label="涉及房间">
        <Input placeholder="选填，如：502" maxLength={50} aria-label="涉及房间" clearable />
      </Form.Item>
      <Form.Item
        name="description"
        label="违规情况"
        layout="vertical"
        required
        rules={[schemaRule(violationCreateSchema.shape.description)]}
      >
        <NamedTextArea label="违规情况" placeholder="请描述违规情况" autoSize={{ minRows: 2, maxRows: 5 }} maxLength={500} />
      </Form.Item>
      <Form.Item name="photos" label="照片" layout="vertical">
        <AttachmentUploader />
      </Form.Item>
    </FormSheet>
  );
}
