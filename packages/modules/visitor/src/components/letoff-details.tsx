import { LET_OFF_STATUS, type LetOff } from '@campus/contracts';
import { DetailSection } from '@campus/ui';
import { List } from 'antd-mobile';
import { windowText } from '../format.ts';
import { PassCard } from './pass-card.tsx';
import { VisitorStatusTag } from './status-tag.tsx';
import { GateRecordRows } from './visit-details.tsx';

function waitingText(code: number): string {
  if (code === LET_OFF_STATUS.inApproval) return '审批通过后显示放行码';
  if (code === LET_OFF_STATUS.rejected) return '放行申请未通过';
  if (code === LET_OFF_STATUS.released) return '已放行';
  return '暂无放行码';
}

/** A let-off application: goods or vehicle, items, window, its pass and the release record. */
export function LetOffDetails({ letOff, showPass }: { letOff: LetOff; showPass: boolean }) {
  return (
    <>
      <DetailSection
        title={`${letOff.company_name} · ${letOff.kind_label}`}
        rows={[
          { label: '状态', value: <VisitorStatusTag status={letOff.status} /> },
          { label: '申请人', value: letOff.applicant_name },
          { label: '手机号', value: letOff.phone_masked },
          { label: '事由', value: letOff.reason },
          { label: '放行时段', value: windowText(letOff.window.start_time, letOff.window.end_time) },
          { label: '车牌号', value: letOff.plate, hidden: letOff.plate === null },
          { label: '驳回原因', value: letOff.reject_reason, hidden: letOff.reject_reason === null },
        ]}
      />
      {letOff.items.length > 0 ? (
        <List mode="card" header="放行物品">
          {letOff.items.map((item, i) => (
            <List.Item key={i} extra={`× ${item.quantity}`}>
              {item.name}
            </List.Item>
          ))}
        </List>
      ) : null}
      {showPass ? <PassCard pass={letOff.pass} waiting={waitingText(letOff.status.code)} /> : null}
      <List mode="card" header="放行记录">
        <GateRecordRows records={letOff.release ? [letOff.release] : []} />
      </List>
    </>
  );
}
