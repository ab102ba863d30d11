/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { ReceptionDetail } from '@campus/contracts';
import { showToast } from '@campus/core';
import { FieldErrorText, failedResponse } from '@campus/ui';
import { Button, ErrorBlock, List } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { saveAuth } from '../api.ts';
import { PATHS, withQuery } from '../navigation.ts';
import { personOptions } from '../picker-options.ts';
import { receptionDrafts } from '../stores/reception-drafts.ts';

const styles = {
  actions: css({ display: 'flex', gap: 12 }),
  remove: css({ padding: '4px 8px', border: 0, background: 'none', color: 'var(--adm-color-danger)', font: 'inherit', cursor: 'pointer' }),
};

const WORDS = {
  viewers: { header: '可查看该接待的人员', hint: '可查看接待详情、日程和任务', empty: '未授权他人查看' },
  arrangers: { header: '可安排该接待的人员', hint: '可编辑日程、准备事项、任务和费用', empty: '未授权他人安排' },
} as const;

/** Who may view (receptionAuth) or arrange (receptionArrangeAuth): the hosts edit, others read. */
export const AuthEditor = observer(function AuthEditor({
  reception,
  target,
}: {
  reception: ReceptionDetail;
  target: 'viewers' | 'arrangers';
}) {
  const navigate = useNavigate();
  const [opened] = useState(() => {
    receptionDrafts.openAuth(reception.id, personOptions(reception.viewers), personOptions(reception.arrangers));
    return true;
  });
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const people = opened ? receptionDrafts.people(target) : [];
  const words = WORDS[target];
  const editable = reception.can.authorize;

  const save = async () => {
    setBusy(true);
    setMessage(null);
    try {
      await saveAuth(reception.id, {
        viewer_ids: receptionDrafts.viewers.map((p) => p.id),
        arranger_ids: receptionDrafts.arrangers.map((p) => p.id),
      });
      receptionDrafts.closeAuth();
      void showToast('已保存', { icon: 'success' });
      void navigate(withQuery(PATHS.detail, { id: reception.id }), { replace: true });
    } catch (error) {
      const data = failedResponse(error)?.data as Record<string, unknown> | undefined;
      const first = data ? Object.values(data).flat()[0] : undefined;
      setMessage(typeof first === 'string' ? first : '保存失败，请稍后再试');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <List mode="card" header={`${words.header}（${people.length}人）`} data-testid="auth-people">
        {people.length === 0 ? <ErrorBlock status="empty" title={words.empty} description={words.hint} /> : null}
        {people.map((p) => (
          <List.Item
            key={p.id}
            extra={
              editable ? (
                <button
                  type="button"
                  css={styles.remove}
                  aria-label={`移除${p.name}`}
                  onClick={() => receptionDrafts.removePerson(target, p.id)}
                >
                  移除
                </button>
              ) : undefined
            }
          >
            {p.name}
          </List.Item>
        ))}
      </List>
      {editable ? (
        <List mode="card">
          <List.Item>
            <FieldErrorText message={message} />
            <div css={styles.actions}>
              <Button block onClick={() => void navigate(withQuery(PATHS.authPicker, { id: reception.id, for: target }))}>
                添加人员
              </Button>
              <Button block color="primary" loading={busy} onClick={() => void save()}>
                保存
              </Button>
            </div>
          </List.Item>
        </List>
      ) : (
        <List mode="card">
          <List.Item>只有接待负责人可以设置权限</List.Item>
        </List>
      )}
    </>
  );
});
