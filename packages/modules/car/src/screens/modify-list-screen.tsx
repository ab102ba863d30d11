import type { CarChange } from '@campus/contracts';
import { ListPage, PageFrame, SectionCard, keepDates } from '@campus/ui';
import { useNavigate } from 'react-router-dom';
import { fetchChanges } from '../api.ts';
import { OrderStatusTag } from '../components/order-status-tag.tsx';
import { minute, period } from '../format.ts';
import { PATHS, withId } from '../paths.ts';
import { TEXT } from '../texts.ts';
import { titleOf } from '../titles.ts';

/** /applyCarV3/carV3ModifyList: one's change requests, newest first. */
export default function ModifyListScreen() {
  const navigate = useNavigate();
  return (
    <PageFrame title={titleOf('carV3ModifyList')}>
      <ListPage<CarChange>
        load={(page, size) => fetchChanges(page, size)}
        keyOf={(c) => c.id}
        empty={TEXT.noChanges}
        renderItem={(c) => (
          <div data-testid="car-change-card">
            <SectionCard
              title={c.order_title}
              extra={<OrderStatusTag orderType="car3_change" status={c.status} label={c.status_label} />}
              onClick={() => navigate(withId(PATHS.modifyDetail, c.id))}
            >
              <div>
                {TEXT.after}：{keepDates(period(c.after.start_time, c.after.end_time))}
                <br />
                {TEXT.reason}：{c.reason} · {keepDates(minute(c.created_time))}
              </div>
            </SectionCard>
          </div>
        )}
      />
    </PageFrame>
  );
}
