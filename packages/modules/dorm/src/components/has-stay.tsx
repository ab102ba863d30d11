/** @jsxImportSource @emotion/react */
import { DORM_HAS_STAY, type DormStay } from '@campus/contracts';
import { useStores } from '@campus/core';
import { Result } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { keepDates } from '@campus/ui';
import { D2 } from '../paths.ts';
import { NavList } from './common.tsx';

/**
 * Whether the person holds a bed with no end in sight: they may not apply for another (the server
 * refuses 住宿申请 and 入住申请 with DORM_HAS_STAY). A stay that ends on a date (a move-out on its
 * way) leaves the form open for a bed from then on, the server judging the date.
 */
export function holdsBed(stay: DormStay | null): stay is DormStay {
  return stay !== null && stay.end_date === null;
}

/** Where a stay is, as the resident reads it: '1号楼 2层 201 A床 · 已入住' or '... · 2026-05-12 起'. */
export const stayText = (stay: DormStay): string =>
  `${stay.room.label} ${stay.bed.label} · ${stay.checked_in ? '已入住' : `${stay.start_date} 起`}`;

/**
 * What an application screen shows a resident instead of its form (issue 34): why they cannot
 * apply, their bed, and the applications that fit them (调宿, 退宿) where their menu lets them in.
 */
export const HasStayNotice = observer(function HasStayNotice({ stay }: { stay: DormStay }) {
  const { permissions } = useStores();
  return (
    <div data-testid="has-stay">
      <Result status="info" title={DORM_HAS_STAY} description={keepDates(stayText(stay))} />
      {permissions.permitted.has('d2Collective') && (
        <NavList
          entries={[
            { title: '调宿申请', to: `${D2}/d2ApplyChange`, description: '换到其他房间或床位' },
            { title: '退宿申请', to: `${D2}/d2ApplyOut`, description: '办理退宿，归还床位' },
          ]}
        />
      )}
    </div>
  );
});
