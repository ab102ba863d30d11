/** @jsxImportSource @emotion/react */
import { ORDER_COMMENT_MAX, type FileRef } from '@campus/contracts';
import { css } from '@emotion/react';
import { AttachmentUploader } from '@campus/ui';
import { Button, Popup, TextArea } from 'antd-mobile';
import { useState } from 'react';

const styles = {
  body: css({ padding: '16px 16px calc(16px + env(safe-area-inset-bottom))' }),
  title: css({ fontSize: 16, fontWeight: 600, textAlign: 'center', marginBottom: 12 }),
  area: css({ background: 'var(--hub-page-background, #f5f5f5)', borderRadius: 8, padding: '8px 12px' }),
  files: css({ marginTop: 12 }),
  error: css({ color: 'var(--adm-color-danger)', fontSize: 13, marginTop: 6, minHeight: 18 }),
  actions: css({ display: 'flex', gap: 12, marginTop: 12, '& > *': { flex: 1 } }),
};

export interface CommentPopupProps {
  visible: boolean;
  title: string;
  placeholder: string;
  /** When set, an empty text is refused with this message (the reject reason). */
  requiredMessage?: string;
  confirmText: string;
  confirmColor?: 'primary' | 'danger';
  busy?: boolean;
  onClose: () => void;
  /** Photos and files may go with the comment (approve, reject, urge; issue 41). */
  withFiles?: boolean;
  /** Runs the action with the trimmed text and the uploaded files; the popup closes when it resolves true. */
  onSubmit: (text: string, files: FileRef[]) => Promise<boolean>;
}

/** A bottom sheet asking for an approval comment (optional) or a reject reason (required), with photos and files when asked. */
export function CommentPopup({
  visible,
  title,
  placeholder,
  requiredMessage,
  confirmText,
  confirmColor = 'primary',
  busy = false,
  withFiles = false,
  onClose,
  onSubmit,
}: CommentPopupProps) {
  const [text, setText] = useState('');
  const [files, setFiles] = useState<FileRef[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState(visible);
  if (visible !== shown) {
    setShown(visible);
    if (visible) {
      setText('');
      setFiles([]);
      setError(null);
    }
  }

  const submit = async () => {
    const value = text.trim();
    if (requiredMessage !== undefined && value === '') {
      setError(requiredMessage);
      return;
    }
    if (await onSubmit(value, files)) onClose();
  };

  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyStyle={{ borderRadius: '12px 12px 0 0' }} destroyOnClose>
      <div css={styles.body} data-testid="comment-popup">
        <div css={styles.title}>{title}</div>
        <div css={styles.area}>
          <TextArea
            placeholder={placeholder}
            value={text}
            onChange={(value) => {
              setText(value);
              if (error !== null && value.trim() !== '') setError(null);
            }}
            rows={4}
            maxLength={ORDER_COMMENT_MAX}
            showCount
          />
        </div>
        {withFiles ? (
          <div css={styles.files} data-testid="comment-files">
            <AttachmentUploader value={files} onChange={setFiles} accept="image-or-pdf" disabled={busy} />
          </div>
        ) : null}
        <div css={styles.error} role={error ? 'alert' : undefined}>
          {error}
        </div>
        <div css={styles.actions}>
          <Button onClick={onClose} disabled={busy}>
            取消
          </Button>
          <Button color={confirmColor} loading={busy} onClick={() => void submit()}>
            {confirmText}
          </Button>
        </div>
      </div>
    </Popup>
  );
}
