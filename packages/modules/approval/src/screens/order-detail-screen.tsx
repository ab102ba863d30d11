/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { FileRef, OrderDetail } from '@campus/contracts';
import { confirmDialog, installedModules, orderTypesStore, showToast, type OrderViewProps } from '@campus/core';
import { DetailSection, HoldBelowWhileLoading, keepDates, Loadable, PageFrame, useLoader } from '@campus/ui';
import { ErrorBlock } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ComponentType } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { APPROVAL_PATH } from '../approval-path.ts';
import { addSigner, approveOrder, cancelOrder, fetchOrder, rejectOrder, transitionOrder, urgeOrder } from '../api.ts';
import { AddSignerPopup } from '../components/add-signer-popup.tsx';
import { loadStaffOptions } from '../picker-options.ts';
import { ApprovalSteps } from '../components/approval-steps.tsx';
import { AuditTrail } from '../components/audit-trail.tsx';
import { CommentPopup } from '../components/comment-popup.tsx';
import { hasActions, OrderActions, type OrderTransitionOption } from '../components/order-actions.tsx';
import { OrderStatusTag } from '../components/order-status-tag.tsx';
import {
  ACTION_LABELS,
  confirmTransition,
  LABELS,
  MSG_CONFIRM_CANCEL,
  MSG_MISSING_ORDER,
  MSG_REJECT_REASON_REQUIRED,
  STALL_LABELS,
} from '../labels.ts';
import { approvalTime, normalizeOrderDetail } from '../order-display.ts';
import { resolveOrderId, SELECT_APPROVER_SEGMENT } from '../order-route.ts';
import { useOrderAction } from '../use-order-action.ts';
import { orderViewOf } from '../views/registry.ts';

const styles = {
  head: css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }),
  headTitle: css({ fontSize: 16, fontWeight: 600, color: 'var(--adm-color-text)', wordBreak: 'break-all' }),
  reason: css({ color: 'var(--adm-color-danger)' }),
  bottom: css({ height: 16 }),
  missing: css({ padding: '48px 16px' }),
};

export interface OrderDetailScreenProps {
  /** The detail route's name (a child of /approvalProcess), e.g. approvalFormsDetail. */
  detailName: string;
  title: string;
  /** The route has a selectApprover child, so 转交 can open it. */
  transferable: boolean;
  /** The route's family content part, loaded with the screen (the registry's lazy one otherwise). */
  View?: ComponentType<OrderViewProps> | undefined;
}

type Sheet = 'approve' | 'reject' | 'urge' | 'addSigner' | null;

/** A detail route's own content part and the module it shows. */
interface RouteView {
  module: string;
  View: ComponentType<OrderViewProps>;
}

function routeViewOf(detailName: string, View: ComponentType<OrderViewProps> | undefined): RouteView | undefined {
  const module = installedModules().approval.byDetail.get(detailName)?.module;
  return View === undefined || module === undefined ? undefined : { module, View };
}

/** The parts of an order every module shows: header, the module's content, the chain and the trail. */
const OrderDetailBody = observer(function OrderDetailBody({
  order,
  routeView,
  reload,
}: {
  order: OrderDetail;
  routeView?: RouteView;
  reload: () => void;
}) {
  // the route's own part when the order is of the route's module (a push opens its module's detail)
  const View = routeView?.module === order.module ? routeView.View : orderViewOf(order.module);
  return (
    <>
      <DetailSection
        title={
          <div css={styles.head}>
            <span css={styles.headTitle} data-testid="order-title">
              {keepDates(order.title)}
            </span>
            <OrderStatusTag orderType={order.order_type} status={order.status} label={order.status_label} />
          </div>
        }
        rows={[
          { label: LABELS.orderType, value: order.order_type_name },
          { label: LABELS.applicant, value: order.applicant.name },
          { label: LABELS.department, value: order.applicant.department },
          { label: LABELS.createdTime, value: approvalTime(order.created_time) },
          { label: LABELS.approvalTime, value: approvalTime(order.approve_time) },
          {
            label: LABELS.rejectReason,
            value: (
              <span css={styles.reason} data-testid="reject-reason">
                {order.reject_reason}
              </span>
            ),
            hidden: !order.reject_reason,
          },
        ]}
      />
      {/* the family's part loads its own record: the chain below it shows once that is in (issue 35) */}
      <HoldBelowWhileLoading
        below={
          <>
            <DetailSection title={LABELS.chain} rows={[]}>
              <ApprovalSteps steps={order.steps} />
            </DetailSection>
            {order.events.length > 0 && (
              <DetailSection title={LABELS.trail} rows={[]}>
                <AuditTrail events={order.events} steps={order.steps} transitionNames={orderTypesStore.transitionNames(order.order_type)} />
              </DetailSection>
            )}
          </>
        }
      >
        <View order={order} reload={reload} />
      </HoldBelowWhileLoading>
      <div css={styles.bottom} />
    </>
  );
});

/** A comment's files as the body's `attachments` (left out when there are none). */
const attachmentsOf = (files: readonly FileRef[]) => (files.length === 0 ? {} : { attachments: files.map((file) => file.id) });

/**
 * The one approval detail of every module (/approvalProcess/<detail>?id=...):
 * the order, its chain and trail, and the caller's actions by its `can` flags.
 */
export function OrderDetailScreen({ detailName, title, transferable, View }: OrderDetailScreenProps) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const id = resolveOrderId(detailName, search);
  const state = useLoader(async () => (id === null ? null : normalizeOrderDetail(await fetchOrder(id))), [id]);
  const { busy, run } = useOrderAction(state.reload);
  const [sheet, setSheet] = useState<Sheet>(null);

  useEffect(() => {
    void orderTypesStore.ensure();
  }, []);

  const order = state.data ?? null;
  const orderId = order?.id ?? '';
  const can = order === null ? null : offeredCan(order);
  const reload = () => void state.reload();

  const approve = (comment: string, files: FileRef[]) =>
    run(() => approveOrder(orderId, { ...(comment === '' ? {} : { comment }), ...attachmentsOf(files) }));
  const reject = (reason: string, files: FileRef[]) => run(() => rejectOrder(orderId, { reason, ...attachmentsOf(files) }));
  const cancel = async () => {
    if (!(await confirmDialog(MSG_CONFIRM_CANCEL))) return;
    await run(() => cancelOrder(orderId));
  };
  const transition = async (option: OrderTransitionOption) => {
    if (!(await confirmDialog(confirmTransition(option.name)))) return;
    await run(() => transitionOrder(orderId, { action: option.action }));
  };
  const urge = async (comment: string, files: FileRef[]) => {
    try {
      await urgeOrder(orderId, { ...(comment === '' ? {} : { comment }), ...attachmentsOf(files) });
      void showToast(STALL_LABELS.urgeDone, { icon: 'success' });
      return true;
    } catch {
      return false; // the error catalogue showed why (urged within the hour)
    } finally {
      void state.reload();
    }
  };
  const signer = (body: Parameters<typeof addSigner>[1]) => run(() => addSigner(orderId, body));
  const transfer = () => navigate(`${APPROVAL_PATH}/${detailName}/${SELECT_APPROVER_SEGMENT}?id=${encodeURIComponent(orderId)}`);

  const footer =
    can !== null && hasActions(can, transferable) ? (
      <OrderActions
        can={can}
        transferable={transferable}
        busy={busy}
        onApprove={() => setSheet('approve')}
        onReject={() => setSheet('reject')}
        onTransfer={transfer}
        onCancel={() => void cancel()}
        onTransition={(option) => void transition(option)}
        onUrge={() => setSheet('urge')}
        onAddSigner={() => setSheet('addSigner')}
      />
    ) : undefined;

  return (
    <PageFrame title={title} footer={footer}>
      {id === null ? (
        <div css={styles.missing} data-testid="order-missing">
          <ErrorBlock status="empty" title={MSG_MISSING_ORDER} description={null} />
        </div>
      ) : (
        <Loadable state={state}>
          {(data) => <OrderDetailBody order={data} routeView={routeViewOf(detailName, View)} reload={reload} />}
        </Loadable>
      )}
      <CommentPopup
        visible={sheet === 'approve'}
        title={ACTION_LABELS.approve}
        placeholder={LABELS.commentPlaceholder}
        confirmText={ACTION_LABELS.approve}
        busy={busy}
        onClose={() => setSheet(null)}
        withFiles
        onSubmit={approve}
      />
      <CommentPopup
        visible={sheet === 'reject'}
        title={ACTION_LABELS.reject}
        placeholder={LABELS.reasonPlaceholder}
        requiredMessage={MSG_REJECT_REASON_REQUIRED}
        confirmText={ACTION_LABELS.reject}
        confirmColor="danger"
        busy={busy}
        onClose={() => setSheet(null)}
        withFiles
        onSubmit={reject}
      />
      <CommentPopup
        visible={sheet === 'urge'}
        title={STALL_LABELS.urgeTitle}
        placeholder={STALL_LABELS.urgePlaceholder}
        confirmText={ACTION_LABELS.urge}
        onClose={() => setSheet(null)}
        withFiles
        onSubmit={urge}
      />
      <AddSignerPopup
        visible={sheet === 'addSigner'}
        busy={busy}
        exclude={signerExclusions(order)}
        loadStaff={(keyword) => loadStaffOptions(keyword)}
        onClose={() => setSheet(null)}
        onSubmit={signer}
      />
    </PageFrame>
  );
}

/** The order's `can`, without the transitions its module's own part runs (a check-in by scan). */
function offeredCan(order: OrderDetail): OrderDetail['can'] {
  const own = installedModules().approval.byModule.get(order.module)?.ownTransitions?.(order) ?? [];
  if (own.length === 0) return order.can;
  return { ...order.can, transitions: order.can.transitions.filter((t) => !own.includes(t.action)) };
}

/** Who cannot be added as a signer: the applicant, and the pending step's approver and delegate (the caller). */
function signerExclusions(order: OrderDetail | null): string[] {
  if (order === null) return [];
  const pending = order.steps.find((step) => step.state === 'pending');
  return [order.applicant.id, pending?.approver.id, pending?.delegate?.id].filter((id): id is string => typeof id === 'string');
}
