/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { Popup } from 'antd-mobile';
import type { ReactNode } from 'react';

const styles = {
  body: css({ maxHeight: '85vh', overflowY: 'auto', paddingBottom: 'env(safe-area-inset-bottom)' }),
  title: css({ fontSize: 17, fontWeight: 600, textAlign: 'center', padding: '14px 0 4px' }),
};

export interface SheetDialogProps {
  visible: boolean;
  title: string;
  onClose: () => void;
  /** The sheet's test id (journeys find the sheet by it). */
  testId?: string;
  children: ReactNode;
}

/**
 * A bottom sheet that holds a short form (a fix with photos, an item to add): antd's Popup with rounded
 * top corners, a named dialog with its title, scrolling within 85 % of the screen. A tap on the mask closes it.
 */
export function SheetDialog({ visible, title, onClose, testId, children }: SheetDialogProps) {
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyStyle={{ borderTopLeftRadius: 8, borderTopRightRadius: 8 }}>
      <div css={styles.body} role="dialog" aria-label={title} data-testid={testId}>
        <div css={styles.title}>{title}</div>
        {children}
      </div>
    </Popup>
  );
}
