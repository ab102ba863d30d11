/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { goodsSuiteApplySchema } from '@campus/contracts';
import { showToast } from '@campus/core';
import {
  clearFieldErrors,
  FieldErrorText,
  NamedTextArea,
  PageFrame,
  schemaRule,
  StaffPicker,
  submitFailureMessage,
  useLoader,
  type PickerOption,
} from '@campus/ui';
import { Button, Form, Selector } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { applySuite, fetchKits, fetchProjects } from '../api.ts';
import { KitCard } from '../components/kit-card.tsx';
import { loadStaffOptions } from '../components/staff-options.ts';
import { newClientKey, yuan } from '../format.ts';
import { orderPathOf } from '../paths.ts';

const styles = {
  placeholder: css({ color: 'var(--adm-color-weak)' }),
  total: css({ fontSize: 15, color: 'var(--hub-primary-text)' }),
};

interface SuiteValues {
  kit_id?: string[];
  project_id?: string[];
  reason?: string;
}

/**
 * 选择物品 (/goodsSuite/goodsSuiteSelItem?kit=): a kit for one or more staff (new starters, say),
 * through ui's staff picker, with project and reason: one `goodsSuite` order for approval.
 */
export default function SuiteSelItemScreen() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [form] = Form.useForm<SuiteValues>();
  const kits = useLoader(fetchKits, []);
  const projects = useLoader(fetchProjects, []);
  const [staff, setStaff] = useState<PickerOption[]>([]);
  const [picking, setPicking] = useState(false);
  const [kitId, setKitId] = useState<string | null>(search.get('kit'));
  const [clientKey] = useState(() => newClientKey('suite'));
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const kit = (kits.data ?? []).find((k) => k.id === kitId) ?? null;

  const submit = async (values: SuiteValues) => {
    setBusy(true);
    setMessage(null);
    try {
      const info = await applySuite({
        kit_id: values.kit_id?.[0] ?? '',
        staff_ids: staff.map((s) => s.id),
        project_id: values.project_id?.[0] ?? '',
        reason: (values.reason ?? '').trim(),
        client_key: clientKey,
      });
      void showToast('申请已提交', { icon: 'success' });
      navigate(orderPathOf(info.order_type, info.order.id), { replace: true });
    } catch (error) {
      setMessage(submitFailureMessage(form, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageFrame title="选择物品">
      {kit && <KitCard kit={kit} />}
      <Form
        form={form}
        mode="card"
        initialValues={{ kit_id: kitId ? [kitId] : [] }}
        onFinish={(v) => void submit(v)}
        onValuesChange={(changed: SuiteValues) => {
          clearFieldErrors(form, changed);
          setMessage(null);
          if (changed.kit_id) setKitId(changed.kit_id[0] ?? null);
        }}
        footer={
          <>
            {kit && staff.length > 0 && (
              <div css={styles.total} data-testid="suite-total">
                {staff.length} 套 · 参考价值 {yuan(kit.value_fen * staff.length)}
              </div>
            )}
            <FieldErrorText message={message} />
            <Button block type="submit" color="primary" size="large" loading={busy}>
              提交套件申请
            </Button>
          </>
        }
      >
        <Form.Item name="kit_id" label="套件" required rules={[{ required: true, type: 'array', min: 1, message: '请选择套件' }]}>
          <Selector
            columns={1}
            options={(kits.data ?? []).map((k) => ({ label: k.name, value: k.id, description: `每套 ${yuan(k.value_fen)}` }))}
          />
        </Form.Item>
        <Form.Item
          name="staff_ids"
          label="领用人员"
          required
          arrow
          onClick={() => setPicking(true)}
          rules={[{ validator: async () => (staff.length === 0 ? Promise.reject(new Error('请选择领用人员')) : undefined) }]}
        >
          {staff.length === 0 ? (
            <span css={styles.placeholder}>请选择（可多选）</span>
          ) : (
            <span data-testid="suite-staff">{staff.map((s) => s.name).join('、')}</span>
          )}
        </Form.Item>
        <Form.Item name="project_id" label="项目" required rules={[{ required: true, type: 'array', min: 1, message: '请选择项目' }]}>
          <Selector columns={2} options={(projects.data ?? []).map((p) => ({ label: p.name, value: p.id }))} />
        </Form.Item>
        <Form.Item name="reason" label="申请原因" layout="vertical" required rules={[schemaRule(goodsSuiteApplySchema.shape.reason)]}>
          <NamedTextArea label="申请原因" placeholder="如：新员工入职" autoSize={{ minRows: 2, maxRows: 5 }} maxLength={200} />
        </Form.Item>
      </Form>
      <StaffPicker
        visible={picking}
        multiple
        title="选择领用人员"
        value={staff}
        onChange={(chosen) => {
          setStaff(chosen);
          form.setFields([{ name: 'staff_ids', errors: [] }]);
        }}
        onClose={() => setPicking(false)}
        load={(keyword) => loadStaffOptions(keyword)}
      />
    </PageFrame>
  );
}
