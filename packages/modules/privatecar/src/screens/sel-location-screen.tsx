/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { pcarPlaceCreateSchema, type PcarPlace } from '@campus/contracts';
import { showToast } from '@campus/core';
import { clearFieldErrors, FieldErrorText, Loadable, PageFrame, schemaRule, submitFailureMessage, useLoader } from '@campus/ui';
import { Button, Collapse, Form, Input, List, SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { createPlace, fetchConfig, fetchPlaces } from '../api.ts';
import { tripDraft, type PointField } from '../stores/trip-draft.ts';

const styles = {
  meta: css({ fontSize: 13, color: 'var(--adm-color-weak)' }),
  typed: css({
    display: 'flex',
    gap: 8,
    alignItems: 'center',
    padding: '8px 0',
    '& > .adm-input': { flex: 1 },
    '& > .adm-button': { flex: 'none', whiteSpace: 'nowrap' },
  }),
  hint: css({ fontSize: 12, color: 'var(--adm-color-weak)', lineHeight: 1.5 }),
};

interface PlaceFormValues {
  name?: string;
  address?: string;
  lat?: string;
  lng?: string;
}

/** An admin adds a saved place with its coordinates (WGS-84). */
function NewPlaceForm({ onAdded }: { onAdded: () => void }) {
  const [form] = Form.useForm<PlaceFormValues>();
  const [message, setMessage] = useState<string | null>(null);
  const submit = async (v: PlaceFormValues) => {
    setMessage(null);
    try {
      await createPlace({ name: v.name ?? '', address: v.address ?? '', lat: Number(v.lat), lng: Number(v.lng) });
      form.resetFields();
      void showToast('已添加');
      onAdded();
    } catch (error) {
      setMessage(submitFailureMessage(form, error));
    }
  };
  const number = {
    validator: async (_r: unknown, v?: string) =>
      v !== undefined && v.trim() !== '' && Number.isFinite(Number(v)) ? undefined : Promise.reject(new Error('请填写数字')),
  };
  return (
    <Form
      form={form}
      onFinish={(v) => void submit(v)}
      onValuesChange={(c) => clearFieldErrors(form, c)}
      footer={
        <>
          <FieldErrorText message={message} />
          <Button block type="submit" color="primary">
            添加常用地点
          </Button>
        </>
      }
    >
      <Form.Item name="name" label="名称" rules={[schemaRule(pcarPlaceCreateSchema.shape.name)]}>
        <Input placeholder="如 园区总部" />
      </Form.Item>
      <Form.Item name="address" label="地址">
        <Input placeholder="选填" />
      </Form.Item>
      <Form.Item name="lat" label="纬度" rules={[number]}>
        <Input inputMode="decimal" placeholder="如 31.2990" />
      </Form.Item>
      <Form.Item name="lng" label="经度" rules={[number]}>
        <Input inputMode="decimal" placeholder="如 120.7290" />
      </Form.Item>
    </Form>
  );
}

/**
 * 选择地点 (/privateCar/pCarAdd/pCarSelLocation?field=from|to): a saved place (with coordinates, so the
 * distance can be computed) or a typed name (without; the distance is then typed). Back to the form.
 */
export default function SelLocationScreen() {
  const [search] = useSearchParams();
  const field: PointField = search.get('field') === 'to' ? 'to' : 'from';
  const navigate = useNavigate();
  const places = useLoader(fetchPlaces, []);
  const config = useLoader(fetchConfig, []);
  const [query, setQuery] = useState('');
  const [typed, setTyped] = useState('');

  const choose = (place: PcarPlace) => {
    tripDraft.setPoint(field, { kind: 'place', place });
    navigate(-1);
  };
  const useTyped = () => {
    const name = typed.trim();
    if (name === '') return;
    tripDraft.setPoint(field, { kind: 'typed', name: name.slice(0, 40) });
    navigate(-1);
  };

  return (
    <PageFrame title={field === 'from' ? '选择起点' : '选择终点'}>
      <div style={{ padding: '12px 12px 0' }}>
        <SearchBar placeholder="搜索常用地点" value={query} onChange={setQuery} aria-label="搜索常用地点" />
      </div>
      <Loadable state={places}>
        {(list) => {
          const shown = list.filter((p) => query.trim() === '' || p.name.includes(query.trim()) || p.address.includes(query.trim()));
          return (
            <List mode="card" header="常用地点（含坐标，可自动计算里程）">
              {shown.length === 0 && <List.Item>没有匹配的常用地点</List.Item>}
              {shown.map((p) => (
                <List.Item
                  key={p.id}
                  data-testid="place-item"
                  onClick={() => choose(p)}
                  description={<span css={styles.meta}>{p.address || '--'}</span>}
                  arrow
                >
                  {p.name}
                </List.Item>
              ))}
            </List>
          );
        }}
      </Loadable>
      <List mode="card" header="其他地点">
        <List.Item>
          <div css={styles.typed}>
            <Input placeholder="输入地点名称" value={typed} onChange={setTyped} maxLength={40} aria-label="输入地点名称" />
            <Button size="small" color="primary" fill="outline" onClick={useTyped} disabled={typed.trim() === ''}>
              使用
            </Button>
          </div>
          <div css={styles.hint}>手动输入的地点没有坐标，需手动填写里程。</div>
        </List.Item>
      </List>
      {config.data?.can_manage && (
        <Collapse style={{ margin: 12 }}>
          <Collapse.Panel key="new" title="管理员：新增常用地点">
            <NewPlaceForm onAdded={() => void places.reload()} />
          </Collapse.Panel>
        </Collapse>
      )}
    </PageFrame>
  );
}
