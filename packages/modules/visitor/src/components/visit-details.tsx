/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { GateRecord, Visit } from '@campus/contracts';
import { DetailSection, keepDates, PhoneLink } from '@campus/ui';
import { List } from 'antd-mobile';
import { windowText } from '../format.ts';
import { VisitorStatusTag } from './status-tag.tsx';

const styles = { meta: css({ fontSize: 13, color: 'var(--adm-color-weak)' }) };

/** A gate record as a row: in or out, when, by which guard (or the system's end-of-day check-out). */
export function GateRecordRows({ records }: { records: readonly GateRecord[] }) {
  if (records.length === 0) return <List.Item>暂无通行记录</List.Item>;
  return (
    <>
      {records.map((r) => (
        <List.Item key={r.id} extra={r.late ? '超时' : undefined} description={r.remark || undefined}>
          <div>{keepDates(`${r.direction_label} · ${r.scanned_time}`)}</div>
          <div css={styles.meta}>{r.guard ? `门岗：${r.guard.name}` : '系统记录'}</div>
        </List.Item>
      ))}
    </>
  );
}

/** A visit as its host, its approvers and the gate see it. */
export function VisitDetails({ visit }: { visit: Visit }) {
  return (
    <>
      <DetailSection
        title="来访信息"
        rows={[
          { label: '状态', value: <VisitorStatusTag status={visit.status} /> },
          { label: '访客', value: visit.visitor_name },
          { label: '手机号', value: visit.phone ? <PhoneLink value={visit.phone} /> : visit.phone_masked },
          { label: '身份证号', value: visit.id_number_masked, hidden: visit.id_number_masked === null },
          { label: '单位', value: visit.visitor_company },
          { label: '被访人', value: visit.host.name },
          { label: '事由', value: visit.reason },
          { label: '来访时段', value: windowText(visit.window.start_time, visit.window.end_time) },
          { label: '车牌号', value: visit.plate, hidden: visit.plate === null },
          { label: '随行人数', value: String(visit.companions) },
          { label: '来源', value: visit.invited ? '被访人邀请' : '访客预约' },
          { label: '未同意原因', value: visit.reject_reason, hidden: visit.reject_reason === null },
          { label: '通行码', value: visit.pass?.state_label ?? '未签发' },
        ]}
      />
      <List mode="card" header="通行记录">
        <GateRecordRows records={visit.gate_records} />
      </List>
    </>
  );
}
