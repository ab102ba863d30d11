/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { GOODS_ORDER_TYPES, type TransferInfo } from '@campus/contracts';
import { DetailSection, SectionCard } from '@campus/ui';
import { Button, List, Tag } from 'antd-mobile';
import { minute } from '../format.ts';
import { AssetRow } from './asset-row.tsx';
import { OrderStatusTag } from './order-status-tag.tsx';

const styles = {
  head: css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }),
  title: css({ fontSize: 16, fontWeight: 600, color: 'var(--adm-color-text)' }),
  reject: css({ marginTop: 8, fontSize: 13, color: 'var(--adm-color-danger)' }),
  decide: css({ display: 'flex', gap: 6 }),
};

const LINE_COLORS = { pending: 'warning', accepted: 'success', declined: 'danger' } as const;

export interface TransferViewProps {
  info: TransferInfo;
  /** The receiver's choice for one line (accept or decline), while 20 待接收. */
  onDecide?: (lineId: string, accept: boolean) => void;
  busy?: boolean;
  /** The status card (the approval detail shows its own). */
  withHead?: boolean;
}

/** A transfer: giver, receiver, reason, and each line's asset with its outcome (待接收, 已接收, 已拒收). */
export function TransferView({ info, onDecide, busy = false, withHead = true }: TransferViewProps) {
  const o = info.order;
  return (
    <>
      {withHead && (
        <SectionCard>
          <div css={styles.head}>
            <span css={styles.title}>{o.title}</span>
            <span data-testid="transfer-status">
              <OrderStatusTag type={GOODS_ORDER_TYPES.transfer} status={o.status} label={o.status_label} />
            </span>
          </div>
          {o.reject_reason && <div css={styles.reject}>驳回原因：{o.reject_reason}</div>}
        </SectionCard>
      )}
      <DetailSection
        title="调拨信息"
        rows={[
          { label: '申请人', value: o.applicant.name },
          { label: '调出人员', value: info.from.name },
          { label: '接收人', value: info.to.name },
          { label: '原因', value: info.reason },
          { label: '申请时间', value: minute(o.created_time) },
        ]}
      />
      <List mode="card" header={`调拨资产（${String(info.lines.length)}）`}>
        {info.lines.map((line) => (
          <div key={line.id} data-testid="transfer-line" data-state={line.state}>
            <AssetRow
              asset={line.asset}
              extra={
                info.can_decide && line.state === 'pending' && onDecide ? (
                  <span css={styles.decide}>
                    <Button
                      size="mini"
                      color="primary"
                      disabled={busy}
                      onClick={() => onDecide(line.id, true)}
                      aria-label={`接收${line.asset.tag}`}
                    >
                      接收
                    </Button>
                    <Button
                      size="mini"
                      color="danger"
                      fill="outline"
                      disabled={busy}
                      onClick={() => onDecide(line.id, false)}
                      aria-label={`拒收${line.asset.tag}`}
                    >
                      拒收
                    </Button>
                  </span>
                ) : (
                  <Tag color={LINE_COLORS[line.state]} fill="outline" data-testid="line-state">
                    {line.state_label}
                    {line.decided_time ? ` ${minute(line.decided_time).slice(5)}` : ''}
                  </Tag>
                )
              }
            />
          </div>
        ))}
      </List>
    </>
  );
}
