/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { ReceptionDetail } from '@campus/contracts';
import { showToast } from '@campus/core';
import { DetailSection, PhoneLink } from '@campus/ui';
import { Button, List } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { shareReception } from '../api.ts';
import { ReceptionFrame } from '../components/reception-frame.tsx';
import { ReceptionProgress } from '../components/reception-progress.tsx';
import { VisitorStatusTag } from '../components/status-tag.tsx';
import { TaskRow } from '../components/task-row.tsx';
import { daysText, names, yuan } from '../format.ts';
import { appUrl, PATHS, shareLinkPath, withQuery } from '../navigation.ts';

const styles = {
  link: css({ padding: '8px 16px', fontSize: 13, wordBreak: 'break-all', color: 'var(--adm-color-text-secondary)' }),
};

/** The guests' link, made on demand (after approval), shown to copy and send. */
function ShareLink({ reception }: { reception: ReceptionDetail }) {
  const [link, setLink] = useState(reception.share);
  const [busy, setBusy] = useState(false);
  if (!reception.can.share && link === null) return null;
  const url = link === null ? null : appUrl(shareLinkPath(link.token));
  const make = async () => {
    setBusy(true);
    try {
      setLink(await shareReception(reception.id));
    } finally {
      setBusy(false);
    }
  };
  return (
    <List mode="card" header="来宾页面">
      {url === null ? (
        <List.Item>
          <Button block color="primary" fill="outline" loading={busy} onClick={() => void make()}>
            生成来宾分享链接
          </Button>
        </List.Item>
      ) : (
        <>
          <div css={styles.link} data-testid="share-link">
            {url}
          </div>
          <List.Item
            onClick={() => {
              void navigator.clipboard?.writeText(url).then(
                () => showToast('链接已复制'),
                () => showToast('请长按链接复制'),
              );
            }}
            description={`有效期至 ${link?.expires_time.slice(0, 16) ?? ''}`}
          >
            复制链接
          </List.Item>
        </>
      )}
    </List>
  );
}

/**
 * 接待详情 (/reception/receptionDetail?id=): the reception, its guests, and the ways into its agenda,
 * preparations, main and child tasks, fees and who may view or arrange it. What the caller may do
 * comes from the server (`can`): its applicant starts and finishes it (开始接待, 完成接待) here.
 */
export default function ReceptionDetailScreen() {
  const navigate = useNavigate();
  const go = (path: string, query: Record<string, string | null>) => void navigate(withQuery(path, query));
  return (
    <ReceptionFrame title="接待详情">
      {(r, state) => (
        <>
          <DetailSection
            title={r.title}
            rows={[
              { label: '状态', value: <VisitorStatusTag status={r.status} /> },
              { label: '来宾单位', value: r.guest_company },
              { label: '接待日期', value: daysText(r.start_date, r.end_date) },
              { label: '地点', value: r.place },
              { label: '预算', value: yuan(r.budget_fen) },
              { label: '已用费用', value: yuan(r.fee_total_fen) },
              { label: '申请人', value: r.applicant.name },
              { label: '接待负责人', value: names(r.hosts) },
              { label: '驳回原因', value: r.reject_reason, hidden: r.reject_reason === null },
              { label: '备注', value: r.remark, hidden: r.remark === '' },
            ]}
          />
          <ReceptionProgress reception={r} reload={state.reload} />
          <List mode="card" header={`来宾（${r.guests.length}位）`}>
            {r.guests.map((g, i) => (
              <List.Item key={i} description={g.title || undefined} extra={g.phone ? <PhoneLink value={g.phone} /> : undefined}>
                {g.name}
              </List.Item>
            ))}
          </List>
          <List mode="card" header="接待安排">
            <List.Item onClick={() => go(PATHS.plans, { id: r.id })} extra={`${r.plans.length}项`}>
              接待方案（日程）
            </List.Item>
            <List.Item onClick={() => go(PATHS.prepares, { id: r.id })} extra={`${r.prepares.length}项`}>
              准备事项
            </List.Item>
            {r.main_task ? (
              <TaskRow task={r.main_task} onClick={() => go(PATHS.task, { id: r.main_task?.id ?? null })} />
            ) : r.can.arrange ? (
              <List.Item onClick={() => go(PATHS.editMainTask, { id: r.id })} extra="未设置">
                主任务
              </List.Item>
            ) : null}
            <List.Item onClick={() => go(PATHS.fees, { id: r.id })} extra={yuan(r.fee_total_fen)}>
              接待费用
            </List.Item>
          </List>
          <List mode="card" header={`子任务（${r.children.length}）`}>
            {r.children.map((t) => (
              <TaskRow key={t.id} task={t} onClick={() => go(PATHS.task, { id: t.id })} />
            ))}
            {r.can.arrange ? (
              <List.Item onClick={() => go(PATHS.editChild, { id: r.id })} data-testid="add-child">
                + 新增子任务
              </List.Item>
            ) : r.children.length === 0 ? (
              <List.Item>暂无子任务</List.Item>
            ) : null}
          </List>
          <List mode="card" header="权限">
            <List.Item onClick={() => go(PATHS.viewers, { id: r.id })} description={names(r.viewers) || '未设置'}>
              可查看人员
            </List.Item>
            <List.Item onClick={() => go(PATHS.arrangers, { id: r.id })} description={names(r.arrangers) || '未设置'}>
              可安排人员
            </List.Item>
          </List>
          <ShareLink reception={r} />
        </>
      )}
    </ReceptionFrame>
  );
}
