/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { Button, Popup } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { refusalText } from '../errors.ts';
import { TEXT } from '../texts.ts';

const styles = {
  body: css({ padding: '16px 16px calc(16px + env(safe-area-inset-bottom))', maxHeight: '80vh', overflowY: 'auto' }),
  title: css({ fontSize: 16, fontWeight: 600, textAlign: 'center', marginBottom: 12 }),
  error: css({ color: 'var(--adm-color-danger)', fontSize: 13, marginTop: 8, minHeight: 18 }),
};

export interface SheetProps {
  visible: boolean;
  title: string;
  onClose: () => void;
  /** Runs the action; a thrown refusal is shown in the sheet, which closes when it resolves. */
  onConfirm: () => Promise<void>;
  confirmText?: string;
  /** A check before calling: its message, or null to go on. */
  check?: () => string | null;
  children: ReactNode;
  testId?: string;
}

/** A bottom sheet with a form and one confirm button, showing the server's refusal in place. */
export function Sheet({ visible, title, onClose, onConfirm, confirmText = TEXT.confirm, check, children, testId }: SheetProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    const problem = check?.() ?? null;
    setError(problem);
    if (problem !== null) return;
    setBusy(true);
    try {
      await onConfirm();
      onClose();
    } catch (e) {
      setError(refusalText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      afterClose={() => setError(null)}
      bodyStyle={{ borderRadius: '12px 12px 0 0' }}
      destroyOnClose
    >
      <div css={styles.body} data-testid={testId} role="dialog" aria-label={title}>
        <div css={styles.title}>{title}</div>
        {children}
        <div css={styles.error} role={error ? 'alert' : undefined}>
          {error}
        </div>
        <Button block color="primary" size="large" loading={busy} onClick={() => void confirm()}>
          {confirmText}
        </Button>
      </div>
    </Popup>
  );
}
