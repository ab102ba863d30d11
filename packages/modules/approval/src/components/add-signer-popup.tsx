/** @jsxImportSource @emotion/react */
import { ORDER_COMMENT_MAX, type AddSigner } from '@campus/contracts';
import { css } from '@emotion/react';
import { StaffPicker, type PickerOption } from '@campus/ui';
import { Button, List, Popup, Radio, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { LABELS, STALL_LABELS } from '../labels.ts';

const styles = {
  body: css({ padding: '16px 16px calc(16px + env(safe-area-inset-bottom))' }),
  title: css({ fontSize: 16, fontWeight: 600, textAlign: 'center', marginBottom: 8 }),
  radios: css({ display: 'flex', flexDirection: 'column', gap: 10, padding: '8px 4px 12px', fontSize: 14 }),
  placeholder: css({ color: 'var(--adm-color-weak)' }),
  area: css({ background: 'var(--hub-page-background, #f5f5f5)', borderRadius: 8, padding: '8px 12px', marginTop: 8 }),
  error: css({ color: 'var(--adm-color-danger)', fontSize: 13, marginTop: 6, minHeight: 18 }),
  actions: css({ display: 'flex', gap: 12, marginTop: 8, '& > *': { flex: 1 } }),
};

export interface AddSignerPopupProps {
  visible: boolean;
  busy?: boolean;
  /** Staff the caller may not add (himself, the applicant): left out of the picker. */
  exclude: readonly string[];
  loadStaff: (keyword: string) => Promise<PickerOption[]>;
  onClose: () => void;
  /** Runs 加签; the popup closes when it resolves true. */
  onSubmit: (body: AddSigner) => Promise<boolean>;
}

/** 加签: before or after the caller, one or more signers, an optional comment. */
export function AddSignerPopup({ visible, busy = false, exclude, loadStaff, onClose, onSubmit }: AddSignerPopupProps) {
  const [position, setPosition] = useState<'before' | 'after'>('after');
  const [signers, setSigners] = useState<PickerOption[]>([]);
  const [comment, setComment] = useState('');
  const [picking, setPicking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (signers.length === 0) {
      setError(STALL_LABELS.addSignerChoose);
      return;
    }
    const note = comment.trim();
    const done = await onSubmit({ staff_ids: signers.map((s) => s.id), position, ...(note === '' ? {} : { comment: note }) });
    if (done) {
      setSigners([]);
      setComment('');
      onClose();
    }
  };

  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyStyle={{ borderRadius: '12px 12px 0 0' }}>
      <div css={styles.body} data-testid="add-signer-popup">
        <div css={styles.title}>{STALL_LABELS.addSigner}</div>
        <Radio.Group value={position} onChange={(value) => setPosition(value === 'before' ? 'before' : 'after')}>
          <div css={styles.radios}>
            <Radio value="after">{STALL_LABELS.addSignerAfter}</Radio>
            <Radio value="before">{STALL_LABELS.addSignerBefore}</Radio>
          </div>
        </Radio.Group>
        <List mode="card" style={{ margin: 0 }}>
          <List.Item clickable onClick={() => setPicking(true)} extra={STALL_LABELS.addSignerStaff} data-testid="add-signer-staff">
            {signers.length === 0 ? <span css={styles.placeholder}>{LABELS.chooseStaff}</span> : signers.map((s) => s.name).join('、')}
          </List.Item>
        </List>
        <div css={styles.area}>
          <TextArea
            aria-label={STALL_LABELS.addSignerComment}
            placeholder={STALL_LABELS.addSignerComment}
            value={comment}
            onChange={setComment}
            rows={2}
            maxLength={ORDER_COMMENT_MAX}
          />
        </div>
        <div css={styles.error} role={error ? 'alert' : undefined}>
          {error}
        </div>
        <div css={styles.actions}>
          <Button onClick={onClose} disabled={busy}>
            取消
          </Button>
          <Button color="primary" loading={busy} onClick={() => void submit()}>
            {LABELS.confirm}
          </Button>
        </div>
      </div>
      <StaffPicker
        visible={picking}
        multiple
        title={STALL_LABELS.addSignerStaff}
        onClose={() => setPicking(false)}
        value={signers}
        onChange={(chosen) => {
          setSigners(chosen.slice(0, 5));
          if (chosen.length > 0) setError(null);
        }}
        load={async (keyword) => (await loadStaff(keyword)).filter((option) => !exclude.includes(option.id))}
      />
    </Popup>
  );
}
