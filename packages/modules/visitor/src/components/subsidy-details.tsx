import type { OutSubsidy } from '@campus/contracts';
import { DetailSection } from '@campus/ui';
import { windowText, yuan } from '../format.ts';
import { VisitorStatusTag } from './status-tag.tsx';

/** A subsidy claim: the going-out it covers, days × the daily rate = the total (computed on the server in fen). */
export function SubsidyDetails({ claim }: { claim: OutSubsidy }) {
  return (
    <>
      <DetailSection
        title="外出补贴"
        rows={[
          { label: '状态', value: <VisitorStatusTag status={claim.status} /> },
          { label: '申请人', value: claim.applicant.name },
          { label: '天数', value: `${claim.days}天` },
          { label: '补贴标准', value: `${yuan(claim.daily_rate_fen)}/天` },
          { label: '补贴金额', value: <strong data-testid="subsidy-total">{yuan(claim.total_fen)}</strong> },
          { label: '提交时间', value: claim.created_time.slice(0, 16) },
          { label: '发放时间', value: claim.paid_time?.slice(0, 16) ?? null, hidden: claim.paid_time === null },
          { label: '驳回原因', value: claim.reject_reason, hidden: claim.reject_reason === null },
          { label: '备注', value: claim.remark, hidden: claim.remark === '' },
        ]}
      />
      <DetailSection
        title="外出申请"
        rows={[
          { label: '目的地', value: claim.out_apply.destination },
          { label: '事由', value: claim.out_apply.reason },
          { label: '外出时段', value: windowText(claim.out_apply.window.start_time, claim.out_apply.window.end_time) },
          { label: '返回', value: claim.out_apply.late ? '超时返回' : '按时返回' },
        ]}
      />
    </>
  );
}
