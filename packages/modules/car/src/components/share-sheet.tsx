/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { Button, Popup, Toast } from 'antd-mobile';
import { HubQrCode } from '@campus/ui';
import { TEXT } from '../texts.ts';

const styles = {
  body: css({ padding: '16px 16px calc(16px + env(safe-area-inset-bottom))', textAlign: 'center' }),
  title: css({ fontSize: 16, fontWeight: 600, marginBottom: 8 }),
  hint: css({ fontSize: 13, color: 'var(--adm-color-text-secondary)', marginBottom: 12 }),
  link: css({ fontSize: 12, wordBreak: 'break-all', color: 'var(--adm-color-text)', margin: '12px 0', userSelect: 'all' }),
};

/** The address of the public page, from the app's own base (the tenant's page) and the hash path. */
export function shareUrl(path: string): string {
  return `${window.location.origin}${window.location.pathname}#${path}`;
}

/** The trip's share link: a QR code (spec 9 defaults) and the address to copy. */
export function ShareSheet({ path, onClose }: { path: string | null; onClose: () => void }) {
  const url = path === null ? '' : shareUrl(path);
  return (
    <Popup visible={path !== null} onMaskClick={onClose} onClose={onClose} bodyStyle={{ borderRadius: '12px 12px 0 0' }} destroyOnClose>
      <div css={styles.body} data-testid="share-sheet" role="dialog" aria-label={TEXT.shareTitle}>
        <div css={styles.title}>{TEXT.shareTitle}</div>
        <div css={styles.hint}>{TEXT.shareHint}</div>
        {url && <HubQrCode value={url} />}
        <div css={styles.link} data-testid="share-link">
          {url}
        </div>
        <Button
          block
          color="primary"
          onClick={() => {
            void navigator.clipboard?.writeText(url).then(() => Toast.show({ content: TEXT.copied }));
          }}
        >
          {TEXT.copyLink}
        </Button>
      </div>
    </Popup>
  );
}
