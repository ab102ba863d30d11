/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { LET_OFF_KIND_LABELS, LET_OFF_KINDS } from '@campus/contracts';
import { clearFieldErrors, FieldErrorText, submitFailureMessage } from '@campus/ui';
import { Button, Form, Input, Selector } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { createLetOff } from '../api.ts';
import { newClientKey } from '../format.ts';
import { letOffLinkPath } from '../navigation.ts';
import { PhoneCodeItems } from './phone-code-items.tsx';
import { NARROW_LABELS } from './form-style.ts';
import { CountInput } from './count-input.tsx';
import { DateTimeInput, hoursAfter } from './date-time-input.tsx';
import { PublicCompanyName } from './public-company.tsx';

const styles = {
  item: css({ display: 'grid', gridTemplateColumns: '1fr 4em auto', gap: 8, alignItems: 'center', marginBottom: 8 }),
  link: css({ padding: '4px 0', border: 0, background: 'none', font: 'inherit', cursor: 'pointer', color: 'var(--hub-primary-text)' }),
  remove: css({ padding: '4px 0', border: 0, background: 'none', font: 'inherit', cursor: 'pointer', color: 'var(--adm-color-danger)' }),
};

interface LetOffValues {
  applicant_name?: string;
  phone?: string;
  code?: string;
  kind?: ('goods' | 'vehicle')[];
  plate?: string;
  reason?: string;
  start_time?: string;
  end_time?: string;
}

interface Item {
  name: string;
  quantity: number;
}

/**
 * 放行申请 (/companyLetOff): goods (items) or a vehicle (plate) to take out in a window. With a login
 * the staff applies as himself; without, his phone is proven by a code (companyId given).
 */
export function LetOffForm({ companyId, applicantName }: { companyId: string | null; applicantName: string }) {
  const navigate = useNavigate();
  const [form] = Form.useForm<LetOffValues>();
  const startTime = Form.useWatch('start_time', form);
  const [items, setItems] = useState<Item[]>([{ name: '', quantity: 1 }]);
  const [kind, setKind] = useState<'goods' | 'vehicle'>('goods');
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const clientKey = useRef(newClientKey());

  const submit = async (values: LetOffValues) => {
    setMessage(null);
    setBusy(true);
    try {
      const plate = (values.plate ?? '').trim();
      const created = await createLetOff({
        ...(companyId === null ? {} : { company_id: companyId, phone: (values.phone ?? '').trim(), code: (values.code ?? '').trim() }),
        applicant_name: (values.applicant_name ?? '').trim(),
        kind,
        items:
          kind === 'goods' ? items.filter((i) => i.name.trim() !== '').map((i) => ({ name: i.name.trim(), quantity: i.quantity })) : [],
        ...(plate === '' ? {} : { plate }),
        reason: (values.reason ?? '').trim(),
        start_time: values.start_time ?? '',
        end_time: values.end_time ?? '',
        client_key: clientKey.current,
      });
      void navigate(letOffLinkPath(created.link.token), { replace: true });
    } catch (error) {
      setMessage(submitFailureMessage(form, error));
    } finally {
      setBusy(false);
    }
  };

  const setItem = (index: number, next: Partial<Item>) => setItems(items.map((item, i) => (i === index ? { ...item, ...next } : item)));

  return (
    <>
      {companyId !== null ? <PublicCompanyName companyId={companyId} /> : null}
      <Form
        form={form}
        mode="card"
        layout="horizontal"
        style={NARROW_LABELS}
        initialValues={{ applicant_name: applicantName, kind: ['goods'] }}
        onFinish={(v) => void submit(v)}
        onValuesChange={(changed: LetOffValues) => {
          if (changed.kind?.[0]) setKind(changed.kind[0]);
          clearFieldErrors(form, changed);
          setMessage(null);
        }}
        footer={
          <>
            <FieldErrorText message={message} />
            <Button block type="submit" color="primary" size="large" loading={busy}>
              提交放行申请
            </Button>
          </>
        }
      >
        <Form.Item name="applicant_name" label="申请人" rules={[{ required: true, message: '请填写姓名' }]}>
          <Input placeholder="姓名" maxLength={30} />
        </Form.Item>
        {companyId !== null ? <PhoneCodeItems form={form} companyId={companyId} purpose="letOff" /> : null}
        <Form.Item name="kind" label="放行类型">
          <Selector columns={2} options={LET_OFF_KINDS.map((k) => ({ label: LET_OFF_KIND_LABELS[k], value: k }))} />
        </Form.Item>
        {kind === 'goods' ? (
          <Form.Item label="放行物品">
            {items.map((item, index) => (
              <div css={styles.item} key={index} data-testid="letoff-item">
                <Input
                  aria-label={`物品${index + 1}名称`}
                  placeholder="物品名称"
                  value={item.name}
                  onChange={(v) => setItem(index, { name: v })}
                  maxLength={50}
                />
                <CountInput
                  label={`物品${index + 1}数量`}
                  min={1}
                  max={100000}
                  value={item.quantity}
                  onChange={(v) => setItem(index, { quantity: v })}
                />
                {items.length > 1 ? (
                  <button
                    type="button"
                    css={styles.remove}
                    aria-label={`删除物品${index + 1}`}
                    onClick={() => setItems(items.filter((_, i) => i !== index))}
                  >
                    删除
                  </button>
                ) : (
                  <span />
                )}
              </div>
            ))}
            <button type="button" css={styles.link} onClick={() => setItems([...items, { name: '', quantity: 1 }])}>
              + 添加物品
            </button>
          </Form.Item>
        ) : null}
        <Form.Item name="plate" label="车牌号" rules={kind === 'vehicle' ? [{ required: true, message: '请输入有效的车牌号' }] : []}>
          <Input placeholder={kind === 'vehicle' ? '如 粤B12345' : '选填'} maxLength={8} />
        </Form.Item>
        <Form.Item name="reason" label="事由" rules={[{ required: true, message: '请填写事由' }]}>
          <Input placeholder="如：设备外送维修" maxLength={200} />
        </Form.Item>
        <Form.Item name="start_time" label="开始时间" rules={[{ required: true, message: '请选择开始时间' }]}>
          <DateTimeInput title="开始时间" />
        </Form.Item>
        <Form.Item name="end_time" label="结束时间" rules={[{ required: true, message: '请选择结束时间' }]}>
          <DateTimeInput title="结束时间" suggest={hoursAfter(startTime, 2)} />
        </Form.Item>
      </Form>
    </>
  );
}
