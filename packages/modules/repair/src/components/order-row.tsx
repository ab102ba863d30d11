/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { RepairOrderRow } from '@campus/contracts';
import { keepDates } from '@campus/ui';
import { List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { yuan } from '../money.ts';
import { detailPath } from '../paths.ts';
import { RepairStatusTag } from './repair-status-tag.tsx';

const styles = {
  title: css({ fontSize: 16, fontWeight: 500 }),
  line: css({ color: 'var(--adm-color-text-secondary)', fontSize: 13, lineHeight: 1.6 }),
};

/** One repair order in a list: what and where, its number, time and state; opens its detail. */
export function OrderRow({ row, onOpen }: { row: RepairOrderRow; onOpen?: (row: RepairOrderRow) => void }) {
  const navigate = useNavigate();
  return (
    <List.Item
      data-testid="repair-row"
      arrowIcon
      onClick={() => (onOpen ? onOpen(row) : navigate(detailPath(row.id)))}
      extra={<RepairStatusTag status={row.status} label={row.status_label} />}
      description={
        <>
          <div css={styles.line}>
            {row.place_label} · {row.applicant.name}
          </div>
          <div css={styles.line}>
            {row.order_no} · {keepDates(row.created_time.slice(0, 16))}
            {row.fee_fen !== null && row.fee_fen > 0 ? ` · ${yuan(row.fee_fen)}${row.paid ? '（已支付）' : ''}` : ''}
          </div>
          {row.repairman && <div css={styles.line}>维修员：{row.repairman.name}</div>}
        </>
      }
    >
      <span css={styles.title}>
        {row.repair_type} / {row.fault_item}
      </span>
    </List.Item>
  );
}
