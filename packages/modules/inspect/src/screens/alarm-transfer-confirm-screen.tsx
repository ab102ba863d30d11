/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { showToast } from '@campus/core';
import { FieldErrorText, refusalText, NamedTextArea, PageFrame } from '@campus/ui';
import { Button, List } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { transferAlarm } from '../api.ts';
import { MissingId } from '../components/common.tsx';
import { PATHS, withId, withQuery } from '../paths.ts';

const styles = {
  footer: css({ padding: '16px 12px' }),
};

/** 已选转派人 (…/alarmDSelectedTransfer?id=&staff=&name=): the chosen handler and a note; 确认转派 hands the alarm over (he is pushed). */
export default function AlarmTransferConfirmScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id');
  const staff = params.get('staff');
  const name = params.get('name') ?? '';
  const [remark, setRemark] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  if (!id || !staff) return <PageFrame title="已选转派人">{<MissingId />}</PageFrame>;

  const confirm = async () => {
    setBusy(true);
    setMessage(null);
    try {
      await transferAlarm(id, staff, remark.trim() || undefined);
      void showToast(`已转派给${name}`, { icon: 'success' });
      navigate(withId(PATHS.alarmDetail, id), { replace: true });
    } catch (error) {
      setMessage(refusalText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageFrame title="已选转派人">
      <List mode="card" header="转派给">
        <List.Item
          data-testid="transfer-chosen"
          extra={
            <Button
              size="small"
              fill="none"
              color="primary"
              onClick={() => navigate(withQuery(PATHS.alarmSelTransfer, { id }), { replace: true })}
            >
              重新选择
            </Button>
          }
        >
          {name}
        </List.Item>
        <List.Item>
          <NamedTextArea
            label="转派说明"
            placeholder="转派说明（选填）"
            value={remark}
            onChange={setRemark}
            maxLength={200}
            autoSize={{ minRows: 2, maxRows: 4 }}
          />
        </List.Item>
      </List>
      <div css={styles.footer}>
        <FieldErrorText message={message} />
        <Button block color="primary" size="large" loading={busy} onClick={() => void confirm()}>
          确认转派
        </Button>
      </div>
    </PageFrame>
  );
}
