import type { OrderViewProps } from '@campus/core';
import { DetailSection, Loadable, useLoader } from '@campus/ui';
import { fetchReception } from '../api.ts';
import { daysText, names, yuan } from '../format.ts';

/** 接待审批 in the approval centre (approvalReceptionDetail): guests, dates, budget, agenda and preparations. */
export default function ReceptionApprovalView({ order }: OrderViewProps) {
  const reception = useLoader(() => fetchReception(order.id), [order.id]);
  return (
    <Loadable state={reception}>
      {(r) => (
        <>
          <DetailSection
            title={r.title}
            rows={[
              { label: '来宾单位', value: r.guest_company },
              { label: '来宾', value: r.guests.map((g) => (g.title ? `${g.name}（${g.title}）` : g.name)).join('、') },
              { label: '接待日期', value: daysText(r.start_date, r.end_date) },
              { label: '地点', value: r.place },
              { label: '预算', value: yuan(r.budget_fen) },
              { label: '接待负责人', value: names(r.hosts) },
            ]}
          />
          <DetailSection title="接待方案" rows={r.plans.map((p) => ({ label: p.start_time.slice(5), value: p.title }))} />
          <DetailSection
            title="准备事项"
            rows={r.prepares.map((t) => ({ label: t.title, value: `${names(t.assignees)} · ${t.state_label}` }))}
          />
        </>
      )}
    </Loadable>
  );
}
