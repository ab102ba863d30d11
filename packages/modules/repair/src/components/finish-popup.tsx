import { repairFinishSchema, type FileRef, type RepairOrderInfo } from '@campus/contracts';
import { AttachmentUploader, FormSheet, NamedTextArea, schemaRule } from '@campus/ui';
import { Form, Input } from 'antd-mobile';
import { finishOrder } from '../api.ts';
import { yuan, yuanToFen } from '../money.ts';

interface FinishValues {
  photos?: FileRef[];
  charge_fen?: string;
  remark?: string;
}

/**
 * 完成维修: the repairman's photos of the fix (at least one), the charge in yuan (0: free; the usual
 * charge of the fault item is offered) and a note. The reporter then pays the charge and confirms.
 */
export function FinishPopup({
  info,
  visible,
  onClose,
  onDone,
}: {
  info: RepairOrderInfo;
  visible: boolean;
  onClose: () => void;
  onDone: (info: RepairOrderInfo) => void;
}) {
  const [form] = Form.useForm<FinishValues>();
  const usual = info.fault_item.charge_fen;

  const submit = async (v: FinishValues) => {
    const done = await finishOrder(info.order.id, {
      photos: (v.photos ?? []).map((f) => f.id),
      charge_fen: yuanToFen(v.charge_fen ?? '') ?? 0,
      ...(v.remark?.trim() ? { remark: v.remark.trim() } : {}),
    });
    onDone(done);
  };

  return (
    <FormSheet
      visible={visible}
      title="完成维修"
      onClose={onClose}
      testId="finish-popup"
      form={form}
      submitText="提交完成"
      onSubmit={submit}
      initialValues={{ photos: [], charge_fen: usual > 0 ? (usual / 100).toFixed(2) : '0' }}
    >
      <Form.Item
        name="photos"
        label="维修照片"
        layout="vertical"
        required
        rules={[{ validator: async (_, v?: FileRef[]) => (v?.length ? undefined : Promise.reject(new Error('请上传维修照片'))) }]}
      >
        <AttachmentUploader />
      </Form.Item>
      <Form.Item
        name="charge_fen"
        label="维修费用（元）"
        required
        description={usual > 0 ? `该项目通常收费${yuan(usual)}；免费请填 0` : '免费请填 0'}
        rules={[
          {
            validator: async (_, v?: string) => {
              const fen = yuanToFen(v ?? '');
              if (fen === null) throw new Error('请填写金额，最多两位小数');
              const problem = repairFinishSchema.shape.charge_fen.safeParse(fen);
              if (!problem.success) throw new Error(problem.error.issues[0]?.message ?? '金额无效');
            },
          },
        ]}
      >
        <Input inputMode="decimal" placeholder="0.00" aria-label="维修费用（元）" clearable />
      </Form.Item>
      <Form.Item name="remark" label="维修说明" layout="vertical" rules={[schemaRule(repairFinishSchema.shape.remark)]}>
        <NamedTextArea label="维修说明" placeholder="如：更换水龙头阀芯（选填）" autoSize={{ minRows: 2, maxRows: 4 }} maxLength={500} />
      </Form.Item>
    </FormSheet>
  );
}
