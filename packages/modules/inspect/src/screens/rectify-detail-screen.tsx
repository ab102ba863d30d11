/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { RectificationInfo } from '@campus/contracts';
import { confirmDialog, showToast } from '@campus/core';
import { AttachmentList, DetailSection, FieldErrorText, Loadable, PageFrame, useLoader } from '@campus/ui';
import { Button, List } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { assignRectification, fetchRectification, fixRectification, reopenRectification, verifyRectification } from '../api.ts';
import { AssignPopup } from '../components/assign-popup.tsx';
import { askText, MissingId, StateTag, Timeline, useAction } from '../components/common.tsx';
import { ProofPopup } from '../components/proof-popup.tsx';
import { RECTIFY_ACTIONS, RECTIFY_TONES } from '../status-tones.ts';

const styles = {
  actions: css({ display: 'flex', gap: 8, flexWrap: 'wrap', '& > *': { flex: '1 1 40%' } }),
  photos: css({ padding: '4px 0 8px' }),
};

function Actions({ info, onChanged }: { info: RectificationInfo; onChanged: (info: RectificationInfo) => void }) {
  const { busy, message, run } = useAction(onChanged);
  const [fixing, setFixing] = useState(false);
  const [assigning, setAssigning] = useState(false);
  const id = info.id;
  return (
    <>
      <FieldErrorText message={message} />
      <div css={styles.actions}>
        {info.can.assign && (
          <Button onClick={() => setAssigning(true)} loading={busy}>
            重新指派
          </Button>
        )}
        {info.can.fix && (
          <Button color="primary" onClick={() => setFixing(true)}>
            提交整改
          </Button>
        )}
        {info.can.reopen && (
          <Button
            color="warning"
            fill="outline"
            loading={busy}
            onClick={async () => {
              const reason = await askText('退回整改', '退回原因', '请说明还需整改的地方');
              if (reason) await run(() => reopenRectification(id, reason), '已退回整改');
            }}
          >
            退回整改
          </Button>
        )}
        {info.can.verify && (
          <Button
            color="primary"
            loading={busy}
            onClick={async () => {
              if (await confirmDialog('确认整改合格，验收通过？', { confirmText: '验收通过' }))
                await run(() => verifyRectification(id), '已验收');
            }}
          >
            验收通过
          </Button>
        )}
      </div>
      <ProofPopup
        title="提交整改"
        remarkLabel="整改说明"
        placeholder="如：已更换灭火器"
        visible={fixing}
        onClose={() => setFixing(false)}
        send={async (body) => {
          onChanged(await fixRectification(id, body));
          setFixing(false);
          void showToast('已提交整改', { icon: 'success' });
        }}
      />
      <AssignPopup
        title="指派整改"
        personLabel="整改负责人"
        personField="assignee_id"
        textLabel="备注"
        textField="remark"
        textRequired={false}
        visible={assigning}
        onClose={() => setAssigning(false)}
        send={async ({ personId, deadline, text }) => {
          onChanged(await assignRectification(id, { assignee_id: personId, deadline, ...(text ? { remark: text } : {}) }));
          setAssigning(false);
          void showToast('已指派', { icon: 'success' });
        }}
      />
    </>
  );
}

const hasActions = (i: RectificationInfo) => i.can.assign || i.can.fix || i.can.verify || i.can.reopen;

/**
 * 整改详情 (/inspect/inspectRectify/inspectRectifyDetail?id=, an INSPECT push opens it, issue 39):
 * the abnormal item with its photos, assignee and deadline, the fix with photos, verification or
 * reopening, and the whole history.
 */
export default function RectifyDetailScreen() {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() || null;
  const state = useLoader(async () => (id ? fetchRectification(id) : null), [id]);
  const [changed, setChanged] = useState<RectificationInfo | null>(null);
  const info = changed ?? state.data;
  return (
    <PageFrame title="整改详情" footer={info && hasActions(info) ? <Actions info={info} onChanged={setChanged} /> : undefined}>
      {id === null ? (
        <MissingId />
      ) : (
        <Loadable state={{ ...state, data: info }}>
          {(i) => (
            <>
              <DetailSection
                title={i.title}
                rows={[
                  { label: '状态', value: <StateTag label={i.status_label} tone={RECTIFY_TONES[i.status]} /> },
                  { label: '地点', value: i.place },
                  { label: '巡检点', value: i.point?.name ?? null, hidden: i.point === null },
                  { label: '检查项', value: i.item, hidden: i.item === null },
                  { label: '异常情况', value: i.description },
                  { label: '整改负责人', value: i.assignee.name },
                  { label: '验收人', value: i.inspector.name },
                  { label: '整改期限', value: `${i.deadline}${i.overdue ? '（已逾期）' : ''}` },
                  { label: '退回次数', value: String(i.reopen_count), hidden: i.reopen_count === 0 },
                ]}
              >
                {i.photos.length > 0 && (
                  <List.Item title="异常照片">
                    <div css={styles.photos}>
                      <AttachmentList files={i.photos} />
                    </div>
                  </List.Item>
                )}
              </DetailSection>
              {i.fix_remark !== null && (
                <DetailSection title="整改结果" rows={[{ label: '整改说明', value: i.fix_remark }]}>
                  <List.Item title="整改照片">
                    <div css={styles.photos} data-testid="fix-photos">
                      <AttachmentList files={i.fix_photos} />
                    </div>
                  </List.Item>
                </DetailSection>
              )}
              <Timeline
                entries={i.events.map((e, n) => ({
                  key: String(n),
                  title: RECTIFY_ACTIONS[e.action] ?? e.action,
                  actor: e.actor.name,
                  time: e.created_time,
                  remark: e.remark,
                  photos: e.photos,
                }))}
              />
            </>
          )}
        </Loadable>
      )}
    </PageFrame>
  );
}
