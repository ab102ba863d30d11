/** @jsxImportSource @emotion/react */
import type { SquareListItem } from '@campus/contracts';
import { ListPage, PageFrame } from '@campus/ui';
import { Button, List, NoticeBar } from 'antd-mobile';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { fetchSquare } from '../api.ts';
import { SquareItem } from '../components/square-item.tsx';
import { kindOfPath, PATHS, squarePaths, withId } from '../paths.ts';
import { titleOf } from '../titles.ts';

/**
 * /space/spaceOrderSquare and /seat/seatOrderSquare: what colleagues shared for today and the coming
 * days (an open talk, a game looking for players, a study group), soonest first; one opens its entry.
 */
export default function OrderSquareScreen() {
  const navigate = useNavigate();
  const kind = kindOfPath(useLocation().pathname);
  const paths = squarePaths(kind);
  const mine = `${kind === 'seat' ? PATHS.seat : PATHS.space}?tab=mine`;
  const load = useCallback((page: number, size: number) => fetchSquare(kind, page, size), [kind]);
  return (
    <PageFrame title={titleOf(kind === 'seat' ? 'seatOrderSquare' : 'spaceOrderSquare')}>
      <NoticeBar
        color="info"
        wrap
        content={`在「我的预约」中打开一条${kind === 'seat' ? '座位' : '场地'}预约，即可分享到广场邀请同事加入`}
        extra={
          <Button size="mini" fill="none" onClick={() => navigate(mine)}>
            我的预约
          </Button>
        }
      />
      <List mode="card" data-testid="square-list">
        <ListPage<SquareListItem>
          load={load}
          keyOf={(e) => e.id}
          empty="广场上还没有分享"
          renderItem={(e) => <SquareItem entry={e} onOpen={() => navigate(withId(paths.entry, e.id))} />}
        />
      </List>
    </PageFrame>
  );
}
