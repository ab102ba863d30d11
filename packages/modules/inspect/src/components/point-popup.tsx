import { checkpointWriteSchema, type CheckpointAdmin, type RouteSetup } from '@campus/contracts';
import { FormSheet, schemaRule } from '@campus/ui';
import { Form, Input, Selector } from 'antd-mobile';
import { createCheckpoint, updateCheckpoint } from '../api.ts';

interface PointValues {
  route_id?: string[];
  name?: string;
  place?: string;
  tag_code?: string;
}

/** The point being edited, or a new one on a route. */
export type PointDraft = { point: CheckpointAdmin } | { routeId: string };

/**
 * Adds or edits one checkpoint: its route, name, place and the code printed on its tag (CP-A01; the
 * scanner hands only codes of this form to the patrol screen). The server's refusals land on their fields.
 */
export function PointPopup({
  routes,
  draft,
  onClose,
  onSaved,
}: {
  routes: readonly RouteSetup[];
  draft: PointDraft;
  onClose: () => void;
  onSaved: (point: CheckpointAdmin) => void;
}) {
  const [form] = Form.useForm<PointValues>();
  const editing = 'point' in draft ? draft.point : null;
  const title = editing ? '修改巡检点' : '新增巡检点';

  const submit = async (v: PointValues) => {
    const body = {
      route_id: v.route_id?.[0] ?? '',
      name: (v.name ?? '').trim(),
      place: (v.place ?? '').trim(),
      tag_code: (v.tag_code ?? '').trim(),
    };
    onSaved(editing ? await updateCheckpoint(editing.id, body) : await createCheckpoint(body));
  };

  return (
    <FormSheet
      title={title}
      onClose={onClose}
      testId="point-popup"
      form={form}
      submitText="保存"
      onSubmit={submit}
      initialValues={{
        route_id: [editing ? editing.route_id : 'routeId' in draft ? draft.routeId : ''],
        name: editing?.name ?? '',
        place: editing?.place ?? '',
        tag_code: editing?.tag_code ?? '',
      }}
    >
      <Form.Item
        name="route_id"
        label="巡检路线"
        layout="vertical"
        required
        rules={[{ validator: async (_, v?: string[]) => (v?.[0] ? undefined : Promise.reject(new Error('请选择巡检路线'))) }]}
      >
        <Selector columns={2} options={routes.map((r) => ({ label: r.name, value: r.id }))} />
      </Form.Item>
      <Form.Item name="name" label="巡检点名称" required rules={[schemaRule(checkpointWriteSchema.shape.name)]}>
        <Input placeholder="如：东门岗亭" maxLength={50} aria-label="巡检点名称" clearable />
      </Form.Item>
      <Form.Item name="place" label="位置" required rules={[schemaRule(checkpointWriteSchema.shape.place)]}>
        <Input placeholder="如：A区东门" maxLength={100} aria-label="位置" clearable />
      </Form.Item>
      <Form.Item
        name="tag_code"
        label="标签编码"
        required
        description="印在巡检点标签上，以 CP- 开头，如 CP-A01"
        rules={[schemaRule(checkpointWriteSchema.shape.tag_code)]}
      >
        <Input placeholder="CP-A01" maxLength={60} aria-label="标签编码" clearable />
      </Form.Item>
    </FormSheet>
  );
}
