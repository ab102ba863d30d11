import { assetRequestSchema } from '@campus/contracts';
import { showToast } from '@campus/core';
import { clearFieldErrors, FieldErrorText, MarkedSelector, NamedTextArea, schemaRule, submitFailureMessage, useLoader } from '@campus/ui';
import { Button, Form, Selector } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fetchItems, fetchPickTypes, fetchProjects, requestAsset } from '../api.ts';
import { newClientKey } from '../format.ts';
import { orderPathOf } from '../paths.ts';

interface RequestValues {
  model_id?: string[];
  project_id?: string[];
  pick_type_id?: string[];
  reason?: string;
}

/** Ask for an item of an asset model for long-term use: a `goods` order, collected by the slip. */
export function AssetRequestForm() {
  const navigate = useNavigate();
  const [form] = Form.useForm<RequestValues>();
  const models = useLoader(() => fetchItems(1, 50, { kind: 'asset' }), []);
  const projects = useLoader(fetchProjects, []);
  const pickTypes = useLoader(fetchPickTypes, []);
  const [clientKey] = useState(() => newClientKey('asset'));
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const submit = async (v: RequestValues) => {
    setBusy(true);
    setMessage(null);
    try {
      const info = await requestAsset({
        model_id: v.model_id?.[0] ?? '',
        project_id: v.project_id?.[0] ?? '',
        pick_type_id: v.pick_type_id?.[0] ?? '',
        reason: (v.reason ?? '').trim(),
        client_key: clientKey,
      });
      void showToast('申请已提交', { icon: 'success' });
      navigate(orderPathOf(info.order_type, info.order.id));
    } catch (error) {
      setMessage(submitFailureMessage(form, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form
      form={form}
      mode="card"
      onFinish={(v) => void submit(v)}
      onValuesChange={(c) => {
        clearFieldErrors(form, c);
        setMessage(null);
      }}
      footer={
        <>
          <FieldErrorText message={message} />
          <Button block type="submit" color="primary" size="large" loading={busy}>
            提交领用申请
          </Button>
        </>
      }
    >
      <Form.Item name="model_id" label="资产型号" required rules={[{ required: true, type: 'array', min: 1, message: '请选择资产型号' }]}>
        <MarkedSelector
          columns={2}
          options={(models.data?.results ?? []).map((m) => ({
            label: m.name,
            value: m.id,
            description: `空闲 ${String(m.stock_total)}${m.unit}`,
            disabled: m.stock_total === 0,
          }))}
        />
      </Form.Item>
      <Form.Item name="project_id" label="项目" required rules={[{ required: true, type: 'array', min: 1, message: '请选择项目' }]}>
        <Selector columns={2} options={(projects.data ?? []).map((p) => ({ label: p.name, value: p.id }))} />
      </Form.Item>
      <Form.Item
        name="pick_type_id"
        label="领用类型"
        required
        rules={[{ required: true, type: 'array', min: 1, message: '请选择领用类型' }]}
      >
        <Selector columns={2} options={(pickTypes.data ?? []).map((p) => ({ label: p.name, value: p.id }))} />
      </Form.Item>
      <Form.Item name="reason" label="领用原因" layout="vertical" required rules={[schemaRule(assetRequestSchema.shape.reason)]}>
        <NamedTextArea label="领用原因" placeholder="请填写领用原因" autoSize={{ minRows: 2, maxRows: 4 }} maxLength={200} />
      </Form.Item>
    </Form>
  );
}
