/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { ReformInfo } from '@campus/contracts';
import { confirmDialog, showToast } from '@campus/core';
import { AttachmentList, DetailSection, FieldErrorText, Loadable, PageFrame, useLoader } from '@campus/ui';
import { Button, List } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { acceptTask, fetchReformTask, reopenTask, submitEvidence } from '../api.ts';
import { askText, MissingId, StateTag, Timeline, useAction } from '../components/common.tsx';
import { ProofPopup } from '../components/proof-popup.tsx';
import { PATHS, withId } from '../paths.ts';
import { RECTIFY_ACTIONS, REFORM_TONES } from '../status-tones.ts';

const styles = {
  actions: css({ display: 'flex', gap: 8, flexWrap: 'wrap', '& > *': { flex: '1 1 40%' } }),
  photos: css({ padding: '4px 0 8px' }),
};

function Actions({ info, onChanged }: { info: ReformInfo; onChanged: (info: ReformInfo) => void }) {
  const { busy, message, run } = useAction(onChanged);
  const [submitting, setSubmitting] = useState(false);
  const id = info.id;
  return (
    <>
      <FieldErrorText message={message} />
      <div css={styles.actions}>
        {info.can.submit && (
          <Button color="primary" onClick={() => setSubmitting(true)}>
            提交整改材料
          </Button>
        )}
        {info.can.reopen && (
          <Button
            color="warning"
            fill="outline"
            loading={busy}
            onClick={async () => {
              const reason = await askText('退回整改', '退回原因', '请说明还需整改的地方');
              if (reason) await run(() => reopenTask(id, reason), '已退回整改');
            }}
          >
            退回整改
          </Button>
        )}
        {info.can.accept && (
          <Button
            color="primary"
            loading={busy}
            onClick={async () => {
              if (await confirmDialog('确认整改到位，验收通过？', { confirmText: '验收通过' })) await run(() => acceptTask(id), '已验收');
            }}
          >
            验收通过
          </Button>
        )}
      </div>
      <ProofPopup
        title="提交整改材料"
        remarkLabel="整改情况"
        placeholder="如：杂物已清理"
        visible={submitting}
        onClose={() => setSubmitting(false)}
        send={async (body) => {
          onChanged(await submitEvidence(id, body));
          setSubmitting(false);
          void showToast('已提交整改材料', { icon: 'success' });
        }}
      />
    </>
  );
}

/**
 * 整改任务详情 (/saReformTaskList/saReformTaskDetail?id=, an INSPECT push opens it, issue 39): the
 * requirement and deadline; the responsible person submits evidence, the inspector accepts or reopens.
 */
export default function ReformDetailScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() || null;
  const state = useLoader(async () => (id ? fetchReformTask(id) : null), [id]);
  const [changed, setChanged] = useState<ReformInfo | null>(null);
  const info = changed ?? state.data;
  const acting = info && (info.can.submit || info.can.accept || info.can.reopen);
  return (
    <PageFrame title="任务详情" footer={info && acting ? <Actions info={info} onChanged={setChanged} /> : undefined}>
      {id === null ? (
        <MissingId />
      ) : (
        <Loadable state={{ ...state, data: info }}>
          {(i) => (
            <>
              <DetailSection
                title={i.title}
                rows={[
                  { label: '状态', value: <StateTag label={i.status_label} tone={REFORM_TONES[i.status]} /> },
                  { label: '地点', value: i.place },
                  { label: '整改要求', value: i.requirement },
                  { label: '整改责任人', value: i.responsible.name },
                  { label: '验收人', value: i.inspector.name },
                  { label: '整改期限', value: `${i.deadline}${i.overdue ? '（已逾期）' : ''}` },
                  { label: '退回次数', value: String(i.reopen_count), hidden: i.reopen_count === 0 },
                ]}
              >
                <List.Item arrowIcon onClick={() => navigate(withId(PATHS.violation, i.violation_id))}>
                  查看违规详情
                </List.Item>
              </DetailSection>
              {i.evidence_remark !== null && (
                <DetailSection title="整改材料" rows={[{ label: '整改情况', value: i.evidence_remark }]}>
                  <List.Item title="整改照片">
                    <div css={styles.photos} data-testid="evidence-photos">
                      <AttachmentList files={i.evidence_photos} />
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
