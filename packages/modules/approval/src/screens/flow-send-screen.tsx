/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { FormTemplate, OrderSummary } from '@campus/contracts';
import { orderTypesStore } from '@campus/core';
import { ListPage, Loadable, PageFrame, useLoader } from '@campus/ui';
import { ErrorBlock, List } from 'antd-mobile';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fetchFormTemplates, fetchMyOrders } from '../api.ts';
import { OrderCard } from '../components/order-card.tsx';
import { StickyTabs } from '../components/sticky-tabs.tsx';
import { LABELS, SCREEN_TITLES } from '../labels.ts';
import { openOrder } from '../open-order.ts';
import { flowSendDetailPath } from './flow-paths.ts';

const styles = {
  empty: css({ padding: '48px 16px' }),
  list: css({ paddingBottom: 16 }),
};

/** The order type of generic flows (GET orders/?order_type=forms). */
export const FORMS_ORDER_TYPE = 'forms';

type FlowTab = 'templates' | 'mine';

const FLOW_TABS: ReadonlyArray<{ key: FlowTab; title: string }> = [
  { key: 'templates', title: LABELS.templates },
  { key: 'mine', title: LABELS.myFlows },
];

function TemplateList({ templates, onOpen }: { templates: FormTemplate[]; onOpen: (template: FormTemplate) => void }) {
  if (templates.length === 0) {
    return (
      <div css={styles.empty}>
        <ErrorBlock status="empty" title={LABELS.noTemplates} description={null} />
      </div>
    );
  }
  return (
    <List mode="card" data-testid="form-templates">
      {templates.map((template) => (
        <List.Item key={template.id} clickable description={template.description || undefined} onClick={() => onOpen(template)}>
          {template.name}
        </List.Item>
      ))}
    </List>
  );
}

/**
 * Generic flows (/flowSend): the form templates to start a flow from, and the
 * caller's flows with their status; a template opens its form, a flow its detail.
 */
export default function FlowSendScreen() {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const tab: FlowTab = search.get('tab') === 'mine' ? 'mine' : 'templates';
  const templates = useLoader(fetchFormTemplates, []);

  useEffect(() => {
    void orderTypesStore.ensure();
  }, []);

  return (
    <PageFrame title={SCREEN_TITLES.flowSend}>
      <StickyTabs activeKey={tab} tabs={FLOW_TABS} onChange={(key) => setSearch({ tab: key }, { replace: true })} />
      {tab === 'templates' ? (
        <Loadable state={templates}>
          {(list) => (
            <TemplateList templates={Array.isArray(list) ? list : []} onOpen={(template) => navigate(flowSendDetailPath(template.id))} />
          )}
        </Loadable>
      ) : (
        <div css={styles.list} data-testid="my-flows">
          <ListPage<OrderSummary>
            load={(page, pageSize, after) =>
              fetchMyOrders({ page, page_size: pageSize, order_type: FORMS_ORDER_TYPE, ...(after === undefined ? {} : { after }) })
            }
            keyOf={(order) => order.id}
            renderItem={(order) => <OrderCard order={order} onOpen={(row) => openOrder(navigate, row)} />}
          />
        </div>
      )}
    </PageFrame>
  );
}
