import { textField, type Advert, type FileRef } from '@campus/contracts';
import { showToast } from '@campus/core';
import { AttachmentUploader, ListPage, loadErrorText, schemaRule } from '@campus/ui';
import { Form, Input, List, Switch } from 'antd-mobile';
import { createAdvert, fetchAdverts, setAdvertActive } from '../api.ts';
import { FormPopup } from '../components/form-popup.tsx';
import { GoodsPicture } from '../components/goods-picture.tsx';
import { ManagedListScreen } from '../components/managed-list-screen.tsx';
import { ShopChoice, defaultShopChoice, shopIdOf } from '../components/shop-choice.tsx';
import { TEXT } from '../texts.ts';

interface AdvertValues {
  shop_id?: string[];
  title?: string;
  content?: string;
  image?: FileRef[];
  link?: string;
}

/** /adverts (merchants and admins): the adverts at the top of the shops screen. */
export default function AdvertsScreen() {
  const [form] = Form.useForm();
  return (
    <ManagedListScreen fallbackTitle={TEXT.manageEntries.adverts} addLabel={TEXT.newAdvert}>
      {(m, { round, adding, close, saved, refresh }) => (
        <>
          <ListPage<Advert>
            reloadKey={round}
            load={(page, size) => fetchAdverts(page, size, true)}
            keyOf={(a) => a.id}
            empty={TEXT.noAdverts}
            renderItem={(a) => (
              <List.Item
                prefix={<GoodsPicture picture={a.image} size={44} />}
                description={[a.content, a.shop?.name ?? TEXT.companyWide, a.link].filter(Boolean).join(' · ')}
                extra={
                  <Switch
                    checked={a.active}
                    aria-label={TEXT.advertActive(a.title)}
                    onChange={(active) =>
                      void setAdvertActive(a.id, active).then(refresh, (error: unknown) => void showToast(loadErrorText(error)))
                    }
                  />
                }
              >
                {a.title}
              </List.Item>
            )}
          />
          {adding && (
            <FormPopup<AdvertValues>
              title={TEXT.newAdvert}
              form={form}
              initialValues={{ shop_id: defaultShopChoice(m), image: [] }}
              onClose={close}
              submit={async (v) => {
                await createAdvert({
                  shop_id: shopIdOf(v.shop_id, m),
                  title: v.title ?? '',
                  content: v.content ?? '',
                  image: (v.image ?? []).map((f) => f.id),
                  link: v.link ?? '',
                });
                void showToast(TEXT.advertSaved, { icon: 'success' });
                saved();
              }}
            >
              <ShopChoice manage={m} />
              <Form.Item name="title" label={TEXT.advertTitle} required rules={[schemaRule(textField('广告标题', 30))]}>
                <Input />
              </Form.Item>
              <Form.Item name="content" label={TEXT.advertContent}>
                <Input />
              </Form.Item>
              <Form.Item name="image" label={TEXT.bannerImage}>
                <AttachmentUploader accept="image" maxCount={1} />
              </Form.Item>
              <Form.Item name="link" label={TEXT.link}>
                <Input placeholder="/takeawayGoods" />
              </Form.Item>
            </FormPopup>
          )}
        </>
      )}
    </ManagedListScreen>
  );
}
