/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { GoodsOrderInfo } from '@campus/contracts';
import { DetailSection, SectionCard } from '@campus/ui';
import { minute, yuan } from '../format.ts';
import { OrderLines } from './order-lines.tsx';
import { OrderStatusTag } from './order-status-tag.tsx';
import { SlipCard } from './slip-card.tsx';

const styles = {
  head: css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }),
  title: css({ fontSize: 16, fontWeight: 600, color: 'var(--adm-color-text)' }),
  reject: css({ marginTop: 8, fontSize: 13, color: 'var(--adm-color-danger)' }),
};

/** A goods, consume or kit order as its screens and approval detail show it (the slip only while 8 待领取). */
export function GoodsOrderView({
  info,
  withSlip = true,
  withHead = true,
}: {
  info: GoodsOrderInfo;
  withSlip?: boolean;
  withHead?: boolean;
}) {
  const o = info.order;
  return (
    <>
      {withHead && (
        <SectionCard>
          <div css={styles.head}>
            <span css={styles.title}>{o.title}</span>
            <span data-testid="order-status">
              <OrderStatusTag type={o.order_type} status={o.status} label={o.status_label} />
            </span>
          </div>
          {o.reject_reason && <div css={styles.reject}>驳回原因：{o.reject_reason}</div>}
        </SectionCard>
      )}
      {withSlip && info.slip && <SlipCard slip={info.slip} warehouse={info.warehouse.name} />}
      {info.suite && (
        <DetailSection
          title="套件"
          rows={[
            { label: '套件', value: info.suite.kit.name },
            { label: `领用人员（${String(info.suite.staff.length)}人）`, value: info.suite.staff.map((s) => s.name).join('、') },
          ]}
        />
      )}
      <OrderLines lines={info.lines} />
      <DetailSection
        title="申请信息"
        rows={[
          // the approval detail shows the applicant, department and time itself
          { label: '申请人', value: o.applicant.name, hidden: !withHead },
          { label: '部门', value: info.department?.name ?? '--', hidden: !withHead },
          { label: '仓库', value: info.warehouse.name },
          { label: '项目', value: info.project?.name ?? '--' },
          { label: '领用类型', value: info.pick_type?.name ?? '--', hidden: info.order_type === 'goodsSuite' },
          { label: '原因', value: info.reason },
          { label: '参考价值', value: <span data-testid="order-total">{yuan(info.total_fen)}</span> },
          { label: '申请时间', value: minute(o.created_time), hidden: !withHead },
          { label: '审批通过', value: minute(o.approve_time) },
          { label: '领取确认', value: info.collected_by ? `${info.collected_by.name} ${minute(info.collected_time)}` : '--' },
        ]}
      />
    </>
  );
}
