/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { alertDialog, lazyComponent, menuItemPath, skinAssetBase, tenantConfig, useStores, type MenuItemView } from '@campus/core';
import { MenuTile } from '@campus/ui';
import { DotLoading, ErrorBlock, Grid } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { readBannerMemory, rememberBanners } from './home-banner-memory.ts';

/** The banners come after the first paint, in their own chunk (the carousel is not part of this screen's code). */
const HomeBanners = lazyComponent(() => import('./home-banners.tsx'));
const BANNER_HEIGHT = 140;

const styles = {
  hero: css({
    background: 'var(--adm-color-primary)',
    color: 'var(--hub-on-primary)',
    padding: '28px 20px 44px',
    display: 'flex',
    alignItems: 'center',
    gap: 12,
  }),
  logo: css({ width: 44, height: 44, borderRadius: 10, background: '#fff' }),
  company: css({ fontSize: 18, fontWeight: 600 }),
  greeting: css({ fontSize: 13, opacity: 0.9, marginTop: 2 }),
  sections: css({ marginTop: -24, padding: '0 12px 24px', display: 'flex', flexDirection: 'column', gap: 12 }),
  card: css({ background: 'var(--adm-color-background)', borderRadius: 'var(--hub-card-radius)', padding: '14px 8px 6px' }),
  sectionTitle: css({ fontSize: 15, fontWeight: 600, margin: '0 8px 10px' }),
  item: css({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: 6,
    padding: '6px 0 12px',
    fontSize: 12,
    cursor: 'pointer',
    border: 0,
    background: 'none',
    color: 'inherit',
    width: '100%',
  }),
  loading: css({ textAlign: 'center', padding: 40, color: 'var(--adm-color-weak)' }),
  banners: css({
    height: BANNER_HEIGHT,
    flex: 'none',
    borderRadius: 'var(--hub-card-radius)',
    overflow: 'hidden',
    backgroundColor: 'var(--adm-color-fill-content)',
    backgroundSize: 'cover',
    backgroundPosition: 'center',
  }),
  noBanners: css({ display: 'contents' }),
};

/**
 * Whitelisted H5 services and built-in views (spec 6) that no family of this hub serves live on other
 * origins whose addresses each company configures in its own app; this hub cannot open them itself.
 */
function explainExternal(item: MenuItemView): void {
  void alertDialog(`「${item.name}」由单位的外部系统提供，请在单位 App 或对应公众号中打开。`, { title: item.name, confirmText: '知道了' });
}

/** The home screen (mPage): the menu grid the permission rules allow (spec 6). */
export default observer(function HomeScreen() {
  const { session, permissions } = useStores();
  const navigate = useNavigate();
  const auth = session.auth;
  const company = auth?.company ?? null;
  const logo = `${skinAssetBase(company)}logo.svg`;
  // Whether the company showed banners last time: their place is reserved from the first frame, so the
  // menu below never moves when they arrive, and holds last visit's first picture (the one index.html
  // drew) until the carousel covers it.
  const [memory] = useState(() => readBannerMemory(company?.id));
  const [reserveBanners, setReserveBanners] = useState(memory.reserve);
  return (
    <div>
      <header css={styles.hero}>
        <img css={styles.logo} src={logo} alt="" />
        <div>
          <div css={styles.company}>{company?.name ?? tenantConfig().displayName}</div>
          <div css={styles.greeting}>{auth ? `您好，${auth.name}` : ''}</div>
        </div>
      </header>
      <div css={styles.sections}>
        {/* reserved from the first frame when the company had banners; otherwise no box until some arrive */}
        <div
          css={reserveBanners ? styles.banners : styles.noBanners}
          style={reserveBanners && memory.src !== null ? { backgroundImage: `url("${memory.src}")` } : undefined}
          data-testid="home-banners"
        >
          <HomeBanners
            height={BANNER_HEIGHT}
            onLoaded={(firstSrc) => {
              rememberBanners(company?.id, firstSrc);
              setReserveBanners(firstSrc !== null);
            }}
          />
        </div>
        {!permissions.isAuthGetted && (
          <div css={styles.loading}>
            <DotLoading /> 加载中
          </div>
        )}
        {permissions.isAuthGetted && permissions.menu.length === 0 && (
          <div css={styles.card}>
            <ErrorBlock status="empty" title="暂无可用服务" description="请联系管理员开通服务权限" />
          </div>
        )}
        {permissions.menu.map((section) => (
          <section key={section.keyword} css={styles.card} aria-label={section.name}>
            <h2 css={styles.sectionTitle}>{section.name}</h2>
            <Grid columns={4} gap={4}>
              {section.items.map((item) => (
                <Grid.Item key={`${section.keyword}-${item.keyword}`}>
                  <button
                    type="button"
                    css={styles.item}
                    onClick={() => {
                      const path = menuItemPath(item);
                      if (path === null) explainExternal(item);
                      else navigate(path);
                    }}
                    data-module={item.module}
                  >
                    <MenuTile ico={item.ico} module={item.module} />
                    <span>{item.name}</span>
                  </button>
                </Grid.Item>
              ))}
            </Grid>
          </section>
        ))}
      </div>
    </div>
  );
});
