import { repairFaultItemWriteSchema, type RepairFaultItemAdmin, type RepairType } from '@campus/contracts';
import { FormSheet, schemaRule } from '@campus/ui';
import { Form, Input, Selector } from 'antd-mobile';
import { createFaultItem, updateFaultItem } from '../api.ts';
import { yuanToFen } from '../money.ts';

interface ItemValues {
  type_id?: string[];
  name?: string;
  charge_fen?: string;
}

/** The item being edited, or a new one in a type. */
export type ItemDraft = { item: RepairFaultItemAdmin } | { typeId: string };

/**
 * Adds or edits one fault item: its repair type, name and usual charge in yuan (0: free; above 0 a
 * report goes through the company's approval). The server's refusals land on their fields.
 */
export function FaultItemPopup({
  types,
  draft,
  onClose,
  onSaved,
}: {
  types: readonly RepairType[];
  draft: ItemDraft;
  onClose: () => void;
  onSaved: (item: RepairFaultItemAdmin) => void;
}) {
  const [form] = Form.useForm<ItemValues>();
  const editing = 'item' in draft ? draft.item : null;
  const title = editing ? '修改故障项目' : '新增故障项目';

  const submit = async (v: ItemValues) => {
    const body = { type_id: v.type_id?.[0] ?? '', name: (v.name ?? '').trim(), charge_fen: yuanToFen(v.charge_fen ?? '') ?? 0 };
    onSaved(editing ? await updateFaultItem(editing.id, body) : await createFaultItem(body));
  };

  return (
    <FormSheet
      title={title}
      onClose={onClose}
      testId="fault-item-popup"
      form={form}
      submitText="保存"
      onSubmit={submit}
      initialValues={{
        type_id: [editing ? editing.type_id : 'typeId' in draft ? draft.typeId : ''],
        name: editing?.name ?? '',
        charge_fen: editing ? (editing.charge_fen / 100).toFixed(2) : '0',
      }}
    >
      <Form.Item
        name="type_id"
        label="维修类型"
        layout="vertical"
        required
        rules={[{ validator: async (_, v?: string[]) => (v?.[0] ? undefined : Promise.reject(new Error('请选择维修类型'))) }]}
      >
        <Selector columns={3} options={types.map((t) => ({ label: t.name, value: t.id }))} />
      </Form.Item>
      <Form.Item name="name" label="故障项目" required rules={[schemaRule(repairFaultItemWriteSchema.shape.name)]}>
        <Input placeholder="如：下水道堵塞" maxLength={30} aria-label="故障项目" clearable />
      </Form.Item>
      <Form.Item
        name="charge_fen"
        label="参考费用（元）"
        required
        description="免费请填 0；收费项目报修时需经单位审批"
        rules={[
          {
            validator: async (_, v?: string) => {
              const fen = yuanToFen(v ?? '');
              if (fen === null) throw new Error('请填写金额，最多两位小数');
              const problem = repairFaultItemWriteSchema.shape.charge_fen.safeParse(fen);
              if (!problem.success) throw new Error(problem.error.issues[0]?.message ?? '金额无效');
            },
          },
        ]}
      >
        <Input inputMode="decimal" placeholder="0.00" aria-label="参考费用（元）" clearable />
      </Form.Item>
    </FormSheet>
  );
}
