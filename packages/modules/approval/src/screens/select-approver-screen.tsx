/** @jsxImportSource @emotion/react */
import { ORDER_COMMENT_MAX } from '@campus/contracts';
import { css } from '@emotion/react';
import { showToast, useStores } from '@campus/core';
import { PageFrame, StaffPicker, type PickerOption } from '@campus/ui';
import { Button, ErrorBlock, List, TextArea } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { APPROVAL_PATH } from '../approval-path.ts';
import { transferOrder } from '../api.ts';
import { LABELS, MSG_ACTION_DONE, MSG_CHOOSE_TRANSFER_STAFF, MSG_MISSING_ORDER, SCREEN_TITLES } from '../labels.ts';
import { goBack } from '../navigation.ts';
import { resolveOrderId, SELECT_APPROVER_SEGMENT } from '../order-route.ts';
import { loadStaffOptions } from '../picker-options.ts';

const styles = {
  area: css({ padding: '4px 0' }),
  chosen: css({ color: 'var(--adm-color-text)' }),
  placeholder: css({ color: 'var(--adm-color-weak)' }),
  missing: css({ padding: '48px 16px' }),
};

/** The detail route this picker belongs to: /approvalProcess/<detail>/selectApprover -> <detail>. */
export function parentDetailName(pathname: string): string {
  const parts = pathname.split('/').filter(Boolean);
  const index = parts.lastIndexOf(SELECT_APPROVER_SEGMENT);
  return (index > 0 ? parts[index - 1] : parts[parts.length - 1]) ?? '';
}

/**
 * Choose the approver (/approvalProcess/<detail>/selectApprover?id=...): the
 * pending approver hands the step to another staff (StaffPicker over GET
 * staffs/?search=), with an optional note, then returns to the detail.
 */
export default observer(function SelectApproverScreen() {
  const { session } = useStores();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const detailName = parentDetailName(pathname);
  const id = resolveOrderId(detailName, search);
  const detailPath = `${APPROVAL_PATH}/${detailName}?id=${encodeURIComponent(id ?? '')}`;
  const [staff, setStaff] = useState<PickerOption | null>(null);
  const [comment, setComment] = useState('');
  const [picking, setPicking] = useState(true);
  const [busy, setBusy] = useState(false);
  const selfId = session.auth?.user_id ?? null;

  const submit = async () => {
    if (id === null) return;
    if (staff === null) {
      void showToast(MSG_CHOOSE_TRANSFER_STAFF);
      setPicking(true);
      return;
    }
    setBusy(true);
    try {
      const note = comment.trim();
      await transferOrder(id, { staff_id: staff.id, ...(note === '' ? {} : { comment: note }) });
      void showToast(MSG_ACTION_DONE, { icon: 'success' });
      goBack(navigate, detailPath);
    } catch {
      // the error catalogue showed the server's message; the user may choose again
    } finally {
      setBusy(false);
    }
  };

  if (id === null) {
    return (
      <PageFrame title={SCREEN_TITLES.selectApprover}>
        <div css={styles.missing}>
          <ErrorBlock status="empty" title={MSG_MISSING_ORDER} description={null} />
        </div>
      </PageFrame>
    );
  }

  return (
    <PageFrame
      title={SCREEN_TITLES.selectApprover}
      footer={
        <Button block color="primary" loading={busy} disabled={staff === null} onClick={() => void submit()}>
          {LABELS.confirmTransfer}
        </Button>
      }
    >
      <List mode="card" header={LABELS.transferTo}>
        <List.Item clickable onClick={() => setPicking(true)} description={staff?.description} data-testid="transfer-staff">
          {staff === null ? <span css={styles.placeholder}>{LABELS.chooseStaff}</span> : <span css={styles.chosen}>{staff.name}</span>}
        </List.Item>
      </List>
      <List mode="card" header={LABELS.transferComment}>
        <List.Item>
          <div css={styles.area}>
            <TextArea
              placeholder={LABELS.transferCommentPlaceholder}
              value={comment}
              onChange={setComment}
              rows={3}
              maxLength={ORDER_COMMENT_MAX}
              showCount
            />
          </div>
        </List.Item>
      </List>
      <StaffPicker
        visible={picking}
        title={SCREEN_TITLES.selectApprover}
        onClose={() => setPicking(false)}
        value={staff === null ? [] : [staff]}
        onChange={(chosen) => setStaff(chosen[0] ?? null)}
        load={(keyword) => loadStaffOptions(keyword, selfId)}
      />
    </PageFrame>
  );
});
