import { textField, type Supplier } from '@campus/contracts';
import { showToast } from '@campus/core';
import { ListPage, schemaRule } from '@campus/ui';
import { Form, Input, List, Selector } from 'antd-mobile';
import { createSupplier, fetchSuppliers } from '../api.ts';
import { FormPopup } from '../components/form-popup.tsx';
import { ManagedListScreen } from '../components/managed-list-screen.tsx';
import { TEXT } from '../texts.ts';

interface SupplierValues {
  shop_id?: string[];
  name?: string;
  contact?: string;
  phone?: string;
  address?: string;
  remark?: string;
}

/** /suppliers (merchants and admins): where a shop's goods come from (chosen when stock comes in). */
export default function SuppliersScreen() {
  const [form] = Form.useForm();
  return (
    <ManagedListScreen fallbackTitle={TEXT.manageEntries.suppliers} addLabel={TEXT.newSupplier}>
      {(m, { round, adding, close, saved }) => (
        <>
          <ListPage<Supplier>
            reloadKey={round}
            load={(page, size) => fetchSuppliers(page, size)}
            keyOf={(s) => s.id}
            empty={TEXT.noSuppliers}
            renderItem={(s) => (
              <List.Item description={[s.contact, s.phone, s.address].filter(Boolean).join(' · ')} extra={s.shop?.name ?? TEXT.companyWide}>
                {s.name}
              </List.Item>
            )}
          />
          {adding && (
            <FormPopup<SupplierValues>
              title={TEXT.newSupplier}
              form={form}
              initialValues={{ shop_id: m.shops[0] ? [m.shops[0].id] : [] }}
              onClose={close}
              submit={async (v) => {
                await createSupplier({
                  shop_id: v.shop_id?.[0] ?? null,
                  name: v.name ?? '',
                  contact: v.contact ?? '',
                  phone: v.phone ?? '',
                  address: v.address ?? '',
                  remark: v.remark ?? '',
                });
                void showToast(TEXT.supplierSaved, { icon: 'success' });
                saved();
              }}
            >
              {m.shops.length > 1 && (
                <Form.Item name="shop_id" label={TEXT.shop}>
                  <Selector columns={2} options={m.shops.map((s) => ({ label: s.name, value: s.id }))} />
                </Form.Item>
              )}
              <Form.Item name="name" label={TEXT.supplierName} required rules={[schemaRule(textField('供应商名称', 40))]}>
                <Input />
              </Form.Item>
              <Form.Item name="contact" label={TEXT.contact}>
                <Input />
              </Form.Item>
              <Form.Item name="phone" label={TEXT.phone}>
                <Input type="tel" />
              </Form.Item>
              <Form.Item name="address" label={TEXT.shopAddress}>
                <Input />
              </Form.Item>
              <Form.Item name="remark" label={TEXT.remark}>
                <Input />
              </Form.Item>
            </FormPopup>
          )}
        </>
      )}
    </ManagedListScreen>
  );
}
