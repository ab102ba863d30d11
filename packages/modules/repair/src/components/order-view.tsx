/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { RepairOrderInfo } from '@campus/contracts';
import { AttachmentList, DetailSection, keepDates, PhoneLink } from '@campus/ui';
import { List, Steps } from 'antd-mobile';
import { yuan } from '../money.ts';
import { RepairStatusTag } from './repair-status-tag.tsx';

const styles = {
  head: css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }),
  title: css({ fontSize: 17, fontWeight: 600 }),
  sub: css({ color: 'var(--adm-color-text-secondary)', fontSize: 13 }),
  photos: css({ padding: '4px 0 8px' }),
  event: css({ color: 'var(--adm-color-text-secondary)', fontSize: 13, lineHeight: 1.6 }),
};

/** The charge as the reporter and the repairman read it: amount and whether it is paid. */
export function chargeText(info: RepairOrderInfo): string | null {
  if (info.fee_fen === null) return null;
  if (info.fee_fen === 0) return '免费';
  return `${yuan(info.fee_fen)}（${info.paid ? '已支付' : '待支付'}）`;
}

/** The report: what, where, when it suits, its photos (every one of the report's). */
export function ReportSection({ info, withHead = true }: { info: RepairOrderInfo; withHead?: boolean }) {
  return (
    <DetailSection
      title={
        withHead ? (
          <div css={styles.head}>
            <div>
              <div css={styles.title} data-testid="repair-title">
                {info.repair_type.name} / {info.fault_item.name}
              </div>
              <div css={styles.sub} data-testid="order-no">
                {info.order_no}
              </div>
            </div>
            <RepairStatusTag status={info.order.status} label={info.order.status_label} />
          </div>
        ) : (
          '报修信息'
        )
      }
      rows={[
        { label: '报修人', value: info.reporter.name },
        { label: '报修地点', value: info.place_detail ? `${info.place.label}（${info.place_detail}）` : info.place.label },
        { label: '故障描述', value: info.description },
        { label: '预约时间', value: info.expected_time },
        { label: '联系电话', value: <PhoneLink value={info.contact_phone} />, hidden: info.contact_phone === null },
        { label: '提交时间', value: info.order.created_time.slice(0, 16) },
        { label: '驳回原因', value: info.order.reject_reason, hidden: info.order.reject_reason === null },
      ]}
    >
      {info.photos.length > 0 && (
        <List.Item title="现场照片">
          <div css={styles.photos} data-testid="report-photos">
            <AttachmentList files={info.photos} />
          </div>
        </List.Item>
      )}
    </DetailSection>
  );
}

/** The work: whom it was dispatched to, who took it, the fix with its photos and charge. */
export function WorkSection({ info }: { info: RepairOrderInfo }) {
  if (info.candidates.length === 0 && info.repairman === null) return null;
  return (
    <DetailSection
      title="维修信息"
      rows={[
        { label: '派单给', value: info.candidates.map((c) => c.name).join('、'), hidden: info.repairman !== null },
        { label: '派单时间', value: info.dispatched_time?.slice(0, 16) ?? null },
        { label: '维修员', value: info.repairman?.name ?? null, hidden: info.repairman === null },
        { label: '接单时间', value: info.taken_time?.slice(0, 16) ?? null, hidden: info.taken_time === null },
        { label: '完成时间', value: info.finished_time?.slice(0, 16) ?? null, hidden: info.finished_time === null },
        { label: '维修说明', value: info.finish_remark, hidden: info.finish_remark === null },
        { label: '维修费用', value: chargeText(info), hidden: info.fee_fen === null },
        { label: '退回次数', value: String(info.sent_back_count), hidden: info.sent_back_count === 0 },
        { label: '确认时间', value: info.confirmed_time?.slice(0, 16) ?? null, hidden: info.confirmed_time === null },
      ]}
    >
      {info.finish_photos.length > 0 && (
        <List.Item title="维修照片">
          <div css={styles.photos} data-testid="finish-photos">
            <AttachmentList files={info.finish_photos} />
          </div>
        </List.Item>
      )}
    </DetailSection>
  );
}

/** The whole history, oldest first: every transition with who, when and why. */
export function HistorySection({ info }: { info: RepairOrderInfo }) {
  const events = info.order.events;
  if (events.length === 0) return null;
  return (
    <List mode="card" header="处理记录">
      <List.Item>
        <Steps direction="vertical" current={events.length - 1} data-testid="repair-history">
          {events.map((e) => (
            <Steps.Step
              key={e.id}
              status="finish"
              title={e.to_label}
              description={
                <div css={styles.event}>
                  <div>
                    {e.actor.name} · {keepDates(e.created_time.slice(0, 16))}
                  </div>
                  {e.remark && <div>{e.remark}</div>}
                </div>
              }
            />
          ))}
        </Steps>
      </List.Item>
    </List>
  );
}
