/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { CheckpointAdmin, RouteSetup } from '@campus/contracts';
import { showToast } from '@campus/core';
import { Loadable, useLoader } from '@campus/ui';
import { Button, ErrorBlock, List } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { fetchSetupRoutes } from '../api.ts';
import { PointPopup, type PointDraft } from './point-popup.tsx';

const styles = {
  head: css({ display: 'flex', alignItems: 'center' }),
  tag: css({ fontFamily: 'monospace', color: 'var(--adm-color-text)' }),
};

/**
 * 巡检点设置 (/inspect?view=points, admins): the company's patrol routes with their checkpoints in
 * order and the code on each tag; a point is added to a route or edited.
 */
export function PointsView() {
  const routes = useLoader(fetchSetupRoutes, []);
  const [draft, setDraft] = useState<PointDraft | null>(null);
  const saved = (point: CheckpointAdmin) => {
    setDraft(null);
    void showToast(draft && 'point' in draft ? '已保存' : `已新增 ${point.name}`, { icon: 'success' });
    void routes.reload();
  };
  return (
    <Loadable state={routes}>
      {(list: RouteSetup[]) =>
        list.length === 0 ? (
          <ErrorBlock status="empty" title="尚未设置巡检路线" description={null} />
        ) : (
          <>
            {list.map((r) => (
              <List
                key={r.id}
                mode="card"
                header={
                  <div css={styles.head}>
                    <span style={{ flex: 1 }}>{r.name}</span>
                    <Button
                      size="mini"
                      fill="none"
                      color="primary"
                      aria-label={`在${r.name}中新增巡检点`}
                      onClick={() => setDraft({ routeId: r.id })}
                    >
                      <AddOutline aria-hidden /> 新增
                    </Button>
                  </div>
                }
              >
                {r.points.map((p) => (
                  <List.Item
                    key={p.id}
                    data-testid="point-row"
                    arrowIcon
                    description={p.place}
                    extra={<span css={styles.tag}>{p.tag_code}</span>}
                    onClick={() => setDraft({ point: p })}
                  >
                    {`${String(p.seq)}. ${p.name}`}
                  </List.Item>
                ))}
              </List>
            ))}
            {draft && <PointPopup routes={list} draft={draft} onClose={() => setDraft(null)} onSaved={saved} />}
          </>
        )
      }
    </Loadable>
  );
}
