/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { textField, type Banner, type FileRef } from '@campus/contracts';
import { showToast } from '@campus/core';
import { AttachmentUploader, ListPage, loadErrorText, schemaRule, useFileUrls } from '@campus/ui';
import { Form, Image, Input, Switch } from 'antd-mobile';
import { createBanner, fetchBanners, setBannerActive } from '../api.ts';
import { FormPopup } from '../components/form-popup.tsx';
import { ManagedListScreen } from '../components/managed-list-screen.tsx';
import { ShopChoice, defaultShopChoice, shopIdOf } from '../components/shop-choice.tsx';
import { TEXT } from '../texts.ts';

const styles = {
  card: css({ margin: '12px 12px 0', background: 'var(--adm-color-background)', borderRadius: 8, overflow: 'hidden' }),
  body: css({ display: 'flex', alignItems: 'center', gap: 8, padding: '10px 12px' }),
  title: css({ flex: 1, minWidth: 0 }),
  meta: css({ fontSize: 12, color: 'var(--adm-color-text-secondary)' }),
};

function BannerCard({ banner, onToggle }: { banner: Banner; onToggle: (active: boolean) => void }) {
  const urls = useFileUrls([banner.image]);
  return (
    <div css={styles.card} data-testid="banner-card">
      <Image src={urls.get(banner.image.id)} width="100%" height={120} fit="cover" lazy={false} alt={banner.title} />
      <div css={styles.body}>
        <div css={styles.title}>
          <div>{banner.title}</div>
          <div css={styles.meta}>
            {[banner.shop?.name ?? TEXT.companyWide, banner.link, `#${String(banner.sort)}`].filter(Boolean).join(' · ')}
          </div>
        </div>
        <Switch checked={banner.active} onChange={onToggle} aria-label={TEXT.bannerActive(banner.title)} />
      </div>
    </div>
  );
}

interface BannerValues {
  shop_id?: string[];
  title?: string;
  image?: FileRef[];
  link?: string;
  sort?: string;
}

/** /banners (merchants and admins): the home screen's banners of the company; a merchant's lead to his shop. */
export default function BannersScreen() {
  const [form] = Form.useForm();
  return (
    <ManagedListScreen fallbackTitle={TEXT.manageEntries.banners} addLabel={TEXT.newBanner}>
      {(m, { round, adding, close, saved, refresh }) => (
        <>
          <ListPage<Banner>
            reloadKey={round}
            load={(page, size) => fetchBanners(page, size)}
            keyOf={(b) => b.id}
            empty={TEXT.noBanners}
            renderItem={(b) => (
              <BannerCard
                banner={b}
                onToggle={(active) =>
                  void setBannerActive(b.id, active).then(refresh, (error: unknown) => void showToast(loadErrorText(error)))
                }
              />
            )}
          />
          {adding && (
            <FormPopup<BannerValues>
              title={TEXT.newBanner}
              form={form}
              initialValues={{ shop_id: defaultShopChoice(m), image: [], sort: '0' }}
              onClose={close}
              submit={async (v) => {
                await createBanner({
                  shop_id: shopIdOf(v.shop_id, m),
                  title: v.title ?? '',
                  image: (v.image ?? []).map((f) => f.id),
                  link: v.link ?? '',
                  sort: Number(v.sort || '0'),
                });
                void showToast(TEXT.bannerSaved, { icon: 'success' });
                saved();
              }}
            >
              <ShopChoice manage={m} />
              <Form.Item name="title" label={TEXT.bannerTitle} required rules={[schemaRule(textField('标题', 30))]}>
                <Input />
              </Form.Item>
              <Form.Item name="image" label={TEXT.bannerImage} required>
                <AttachmentUploader accept="image" maxCount={1} />
              </Form.Item>
              <Form.Item name="link" label={TEXT.link}>
                <Input placeholder="/shops" />
              </Form.Item>
              <Form.Item name="sort" label={TEXT.sort}>
                <Input type="number" inputMode="numeric" />
              </Form.Item>
            </FormPopup>
          )}
        </>
      )}
    </ManagedListScreen>
  );
}
