/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { GOODS_ORDER_TYPES, type TransferPage } from '@campus/contracts';
import { keepDates, ListPage, PageFrame } from '@campus/ui';
import { Button, List, Tabs } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fetchTransfers } from '../api.ts';
import { OrderStatusTag } from '../components/order-status-tag.tsx';
import { PATHS, withId } from '../paths.ts';
import { transferDraft } from '../stores/drafts.ts';

type TransferRow = TransferPage['results'][number];

const styles = {
  meta: css({ fontSize: 13, color: 'var(--adm-color-weak)', lineHeight: 1.6 }),
  head: css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }),
  tabs: css({ background: 'var(--adm-color-background)' }),
};

/** 资产调拨 (/pTrans): the transfers I applied for and those I am to receive; a new one. */
export default function TransHomeScreen() {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const scope = search.get('tab') === 'receiving' ? 'receiving' : 'mine';
  return (
    <PageFrame
      title="资产调拨"
      footer={
        <Button
          block
          color="primary"
          size="large"
          onClick={() => {
            transferDraft.reset();
            navigate(PATHS.transSelectStaff);
          }}
        >
          新增调拨
        </Button>
      }
    >
      <Tabs css={styles.tabs} activeKey={scope} onChange={(key) => setSearch({ tab: key }, { replace: true })}>
        <Tabs.Tab key="mine" title="我发起的" />
        <Tabs.Tab key="receiving" title="待我接收" />
      </Tabs>
      <List>
        <ListPage<TransferRow>
          reloadKey={scope}
          load={(page, size) => fetchTransfers(scope, page, size)}
          keyOf={(t) => t.id}
          empty="暂无调拨记录"
          renderItem={(t) => (
            <List.Item
              data-testid="transfer-row"
              arrow
              onClick={() => navigate(withId(PATHS.transDetails, t.id))}
              description={
                <div css={styles.meta}>
                  <div>{t.assets_text}</div>
                  <div>
                    {t.from.name} → {t.to.name} · {keepDates(t.created_time.slice(0, 16))}
                  </div>
                </div>
              }
            >
              <div css={styles.head}>
                <span>{t.title}</span>
                <OrderStatusTag type={GOODS_ORDER_TYPES.transfer} status={t.status} label={t.status_label} />
              </div>
            </List.Item>
          )}
        />
      </List>
    </PageFrame>
  );
}
