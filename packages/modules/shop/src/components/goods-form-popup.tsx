/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { GOODS_SCENE_LABELS, GOODS_SCENES, parseYuan, textField, type FileRef, type GoodsScene, type Shop } from '@campus/contracts';
import { showToast } from '@campus/core';
import { AttachmentUploader, FieldErrorText, clearFieldErrors, schemaRule, submitFailureMessage } from '@campus/ui';
import { Button, Form, Input, Popup, Selector, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { createGoods } from '../api.ts';
import { TEXT } from '../texts.ts';

const styles = {
  sheet: css({ padding: '12px 0 16px', maxHeight: '85vh', overflowY: 'auto' }),
  title: css({ fontSize: 16, fontWeight: 600, padding: '0 16px 4px' }),
};

/** Field names are the body's, so the server's field errors land on them; prices are typed in yuan. */
interface GoodsValues {
  category_id?: string[];
  name?: string;
  scene?: GoodsScene[];
  price_fen?: string;
  member_price_fen?: string;
  unit?: string;
  stock?: string;
  description?: string;
  pictures?: FileRef[];
}

const yuanRule = (required: boolean) => ({
  validator: async (_r: unknown, v: unknown) => {
    const text = typeof v === 'string' ? v.trim() : '';
    if (text === '' && !required) return;
    if (parseYuan(text) === null) throw new Error(TEXT.badYuan);
  },
});

/** Scenes a shop of this kind sells in (a property office: repair and renovation materials). */
const scenesOf = (shop: Shop): GoodsScene[] =>
  shop.kind === 'property'
    ? ['repair', 'renovation']
    : shop.kind === 'takeaway'
      ? ['takeaway', 'shop']
      : GOODS_SCENES.filter((s) => s === 'shop' || s === 'takeaway');

/** 新增商品: name, category, scene, prices in yuan (sent as fen), unit, opening stock, pictures. */
export function GoodsFormPopup({ shop, onClose, onDone }: { shop: Shop; onClose: () => void; onDone: () => void }) {
  const [form] = Form.useForm<GoodsValues>();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const scenes = scenesOf(shop);

  const submit = async (v: GoodsValues) => {
    setBusy(true);
    setMessage(null);
    try {
      const memberPrice = v.member_price_fen?.trim() ? parseYuan(v.member_price_fen) : null;
      await createGoods({
        shop_id: shop.id,
        category_id: v.category_id?.[0] ?? null,
        name: v.name ?? '',
        scene: v.scene?.[0] ?? scenes[0] ?? 'shop',
        price_fen: parseYuan(v.price_fen ?? '') ?? 0,
        member_price_fen: memberPrice,
        unit: v.unit ?? '',
        stock: Number(v.stock || '0'),
        description: v.description ?? '',
        pictures: (v.pictures ?? []).map((p) => p.id),
      });
      void showToast(TEXT.goodsSaved, { icon: 'success' });
      onDone();
    } catch (error) {
      setMessage(submitFailureMessage(form, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} bodyStyle={{ borderRadius: '12px 12px 0 0' }}>
      <div css={styles.sheet} role="dialog" aria-label={TEXT.newGoods}>
        <div css={styles.title}>
          {TEXT.newGoods} · {shop.name}
        </div>
        <Form
          form={form}
          layout="vertical"
          initialValues={{ scene: [scenes[0]], stock: '0', pictures: [] }}
          onFinish={(v) => void submit(v)}
          onValuesChange={(changed) => {
            clearFieldErrors(form, changed);
            setMessage(null);
          }}
          footer={
            <>
              <FieldErrorText message={message} />
              <Button block type="submit" color="primary" loading={busy} loadingText={TEXT.saving}>
                {TEXT.save}
              </Button>
            </>
          }
        >
          <Form.Item name="name" label={TEXT.goodsName} required rules={[schemaRule(textField('商品名称', 40))]}>
            <Input placeholder={TEXT.goodsName} />
          </Form.Item>
          {shop.categories.length > 0 && (
            <Form.Item name="category_id" label={TEXT.category}>
              <Selector columns={3} options={shop.categories.map((c) => ({ label: c.name, value: c.id }))} />
            </Form.Item>
          )}
          <Form.Item name="scene" label={TEXT.scene} required>
            <Selector columns={2} options={scenes.map((s) => ({ label: GOODS_SCENE_LABELS[s], value: s }))} />
          </Form.Item>
          <Form.Item name="price_fen" label={TEXT.price} required rules={[yuanRule(true)]}>
            <Input inputMode="decimal" placeholder="0.00" />
          </Form.Item>
          <Form.Item name="member_price_fen" label={TEXT.memberPriceLabel} rules={[yuanRule(false)]}>
            <Input inputMode="decimal" placeholder="0.00" />
          </Form.Item>
          <Form.Item name="unit" label={TEXT.unit} required rules={[schemaRule(textField('单位', 8))]}>
            <Input placeholder="个 / 瓶 / 份" />
          </Form.Item>
          <Form.Item name="stock" label={TEXT.openingStock}>
            <Input type="number" inputMode="numeric" />
          </Form.Item>
          <Form.Item name="pictures" label={TEXT.pictures}>
            <AttachmentUploader accept="image" maxCount={6} />
          </Form.Item>
          <Form.Item name="description" label={TEXT.goodsDescription}>
            <TextArea autoSize={{ minRows: 2, maxRows: 5 }} />
          </Form.Item>
        </Form>
      </div>
    </Popup>
  );
}
