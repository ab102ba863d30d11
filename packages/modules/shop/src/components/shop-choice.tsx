import type { ShopManage } from '@campus/contracts';
import { Form, Selector } from 'antd-mobile';
import { TEXT } from '../texts.ts';

/** The company's own value of the shop choice (admins only). */
export const COMPANY = 'company';

/** Which shop a banner, advert, activity or coupon is for: an admin may also choose the company itself. */
export function ShopChoice({
  manage,
  label = TEXT.shop,
  companyLabel = TEXT.companyWide,
}: {
  manage: ShopManage;
  label?: string;
  companyLabel?: string;
}) {
  const options = [
    ...(manage.is_admin ? [{ label: companyLabel, value: COMPANY }] : []),
    ...manage.shops.filter((s) => manage.is_admin || s.can_manage).map((s) => ({ label: s.name, value: s.id })),
  ];
  if (options.length <= 1) return null;
  return (
    <Form.Item name="shop_id" label={label}>
      <Selector columns={2} options={options} />
    </Form.Item>
  );
}

/** The first choice: the company for an admin, else his shop. */
export const defaultShopChoice = (manage: ShopManage): string[] => [manage.is_admin ? COMPANY : (manage.shops[0]?.id ?? COMPANY)];

/** The body's shop_id of a choice. */
export const shopIdOf = (choice: string[] | undefined, manage: ShopManage): string | null => {
  const value = choice?.[0] ?? defaultShopChoice(manage)[0];
  return value === COMPANY || value === undefined ? null : value;
};
