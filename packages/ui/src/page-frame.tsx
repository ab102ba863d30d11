/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { NamedNavBar } from './named-nav-bar.tsx';

const styles = {
  page: css({
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    background: 'var(--hub-page-background)',
  }),
  bar: css({
    background: 'var(--adm-color-background)',
    borderBottom: '1px solid var(--adm-color-border)',
    position: 'sticky',
    top: 0,
    zIndex: 10,
  }),
  body: css({ flex: 1 }),
  footer: css({
    position: 'sticky',
    bottom: 0,
    padding: '12px 16px calc(12px + env(safe-area-inset-bottom))',
    background: 'var(--adm-color-background)',
    borderTop: '1px solid var(--adm-color-border)',
  }),
};

export interface PageFrameProps {
  title: string;
  children: ReactNode;
  /** Hide the back arrow (home screen, login). */
  root?: boolean;
  right?: ReactNode;
  /** Fixed bottom area (actions). */
  footer?: ReactNode;
}

/** Every screen's frame: a title bar with back, a scrolling body on the page background. */
export function PageFrame({ title, children, root = false, right, footer }: PageFrameProps) {
  const navigate = useNavigate();
  return (
    <div css={styles.page}>
      <NamedNavBar css={styles.bar} back={root ? null : ''} onBack={() => navigate(-1)} right={right}>
        {title}
      </NamedNavBar>
      <main css={styles.body}>{children}</main>
      {footer !== undefined && <footer css={styles.footer}>{footer}</footer>}
    </div>
  );
}
