/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { OUT_APPLY_STATUS, type OutApply } from '@campus/contracts';
import { confirmDialog, showToast, useStores } from '@campus/core';
import { DetailSection, Loadable, PageFrame, useLoader } from '@campus/ui';
import { Button, List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { cancelOutApply, fetchOutApply } from '../api.ts';
import { OutApplyForm } from '../components/out-apply-form.tsx';
import { WithOutIdentity, type OutIdentity } from '../components/out-identity.tsx';
import { PassCard } from '../components/pass-card.tsx';
import { VisitorStatusTag } from '../components/status-tag.tsx';
import { GateRecordRows } from '../components/visit-details.tsx';
import { windowText } from '../format.ts';
import { useQueryValue } from '../hooks.ts';
import { PATHS, withQuery } from '../navigation.ts';

const styles = { late: css({ color: 'var(--adm-color-danger)' }) };

function waitingText(code: number): string {
  if (code === OUT_APPLY_STATUS.inApproval) return '审批通过后显示通行码';
  if (code === OUT_APPLY_STATUS.returned) return '已返回';
  return '暂无通行码';
}

/** One going-out application: details, the pass for the gate, leaving and return, withdrawing, the subsidy. */
function OutApplyDetail({ id, identity }: { id: string; identity: OutIdentity }) {
  const navigate = useNavigate();
  const state = useLoader(() => fetchOutApply(identity.session, id), [id, identity.session]);

  const cancel = async (o: OutApply) => {
    if (!(await confirmDialog('撤销该外出申请？', { confirmText: '撤销', cancelText: '再想想' }))) return;
    await cancelOutApply(identity.session, o.id);
    void showToast('已撤销');
    await state.reload();
  };

  return (
    <Loadable state={state}>
      {(o) => (
        <>
          <DetailSection
            title="外出申请"
            rows={[
              { label: '状态', value: <VisitorStatusTag status={o.status} /> },
              { label: '申请人', value: o.applicant.name },
              { label: '外出事由', value: o.reason },
              { label: '目的地', value: o.destination },
              { label: '外出时段', value: windowText(o.window.start_time, o.window.end_time) },
              { label: '天数', value: `${o.days}天` },
              { label: '联系电话', value: o.contact_phone },
              { label: '返回', value: <span css={styles.late}>超时返回</span>, hidden: !o.late },
              { label: '驳回原因', value: o.reject_reason, hidden: o.reject_reason === null },
            ]}
          />
          {o.status.code === OUT_APPLY_STATUS.approved || o.status.code === OUT_APPLY_STATUS.out ? (
            <PassCard pass={o.pass} waiting={waitingText(o.status.code)} />
          ) : null}
          <List mode="card" header="出入记录">
            <GateRecordRows records={[o.left, o.returned].filter((r) => r !== null)} />
          </List>
          <List mode="card">
            {o.can_cancel ? (
              <List.Item>
                <Button block color="danger" fill="outline" onClick={() => void cancel(o)}>
                  撤销申请
                </Button>
              </List.Item>
            ) : null}
            {identity.session === null && o.status.code === OUT_APPLY_STATUS.returned ? (
              o.subsidy_id ? (
                <List.Item onClick={() => void navigate(withQuery(PATHS.subsidy, { id: o.subsidy_id }))}>查看外出补贴</List.Item>
              ) : (
                <List.Item onClick={() => void navigate(PATHS.subsidies)}>申请外出补贴</List.Item>
              )
            ) : null}
          </List>
        </>
      )}
    </Loadable>
  );
}

/** 外出申请 (/outApplyList/outApply, no login): ?id= one application, else a new one. */
export default function OutApplyScreen() {
  const id = useQueryValue('id');
  const { session } = useStores();
  return (
    <WithOutIdentity>
      {(identity) => (
        <PageFrame title={id === null ? '外出申请' : '外出申请详情'}>
          {id === null ? (
            <OutApplyForm identity={identity} phone={identity.session === null ? (session.auth?.phone ?? null) : null} />
          ) : (
            <OutApplyDetail id={id} identity={identity} />
          )}
        </PageFrame>
      )}
    </WithOutIdentity>
  );
}
