import type { Coupon } from '@campus/contracts';
import { showToast, useRouteHandle } from '@campus/core';
import { ListPage, PageFrame, loadErrorText } from '@campus/ui';
import { Button, Switch, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fetchManagedCoupons, fetchMyCoupons, setCouponActive } from '../api.ts';
import { CouponCard } from '../components/coupon-card.tsx';
import { CouponFormPopup } from '../components/coupon-form.tsx';
import { useManage } from '../hooks.ts';
import { TEXT } from '../texts.ts';

/** /coupons: the caller's coupons (usable first, with this period's uses); merchants and admins issue and switch off. */
export default function CouponsScreen() {
  const title = useRouteHandle()?.title ?? TEXT.coupon;
  const manage = useManage();
  const m = manage.data;
  const isManager = m !== undefined && (m.is_admin || m.is_merchant);
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'issued' && isManager ? 'issued' : 'mine';
  const [adding, setAdding] = useState(false);
  const [round, setRound] = useState(0);
  return (
    <PageFrame
      title={title}
      right={
        tab === 'issued' ? (
          <Button size="small" fill="none" onClick={() => setAdding(true)}>
            {TEXT.issueCoupon}
          </Button>
        ) : undefined
      }
    >
      {isManager && (
        <Tabs activeKey={tab} onChange={(key) => setParams({ tab: key }, { replace: true })}>
          <Tabs.Tab key="mine" title={TEXT.tabMyCoupons} />
          <Tabs.Tab key="issued" title={TEXT.tabIssued} />
        </Tabs>
      )}
      {tab === 'mine' ? (
        <ListPage<Coupon>
          load={(page, size) => fetchMyCoupons(page, size)}
          keyOf={(c) => c.id}
          empty={TEXT.noCoupons}
          renderItem={(c) => <CouponCard coupon={c} />}
        />
      ) : (
        <ListPage<Coupon>
          reloadKey={round}
          load={(page, size) => fetchManagedCoupons(page, size)}
          keyOf={(c) => c.id}
          empty={TEXT.noCoupons}
          renderItem={(c) => (
            <CouponCard
              coupon={c}
              showUse={false}
              extra={
                <Switch
                  checked={c.active}
                  aria-label={TEXT.couponActive(c.name)}
                  onChange={(active) =>
                    void setCouponActive(c.id, active).then(
                      () => setRound((r) => r + 1),
                      (error: unknown) => void showToast(loadErrorText(error)),
                    )
                  }
                />
              }
            />
          )}
        />
      )}
      {adding && m && (
        <CouponFormPopup
          manage={m}
          onClose={() => setAdding(false)}
          onDone={() => {
            setAdding(false);
            setRound((r) => r + 1);
          }}
        />
      )}
    </PageFrame>
  );
}
