/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { CarSharedOrder } from '@campus/contracts';
import { DetailSection, Loadable, PageFrame, useLoader } from '@campus/ui';
import { Button, Rate } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fetchShared } from '../api.ts';
import { period, placeLine } from '../format.ts';
import { PATHS, withQuery } from '../paths.ts';
import { TEXT } from '../texts.ts';
import { titleOf } from '../titles.ts';

const styles = {
  footer: css({ padding: '12px 12px 24px' }),
  hint: css({ textAlign: 'center', color: 'var(--adm-color-text-secondary)', fontSize: 13 }),
};

export function SharedTrip({ trip }: { trip: CarSharedOrder }) {
  return (
    <>
      <DetailSection
        title={trip.company_name}
        rows={[
          { label: TEXT.route, value: trip.title },
          { label: TEXT.kind, value: trip.kind_label },
          { label: '状态', value: <span data-testid="shared-status">{trip.status_label}</span> },
          { label: TEXT.from, value: placeLine(trip.from) },
          { label: TEXT.to, value: placeLine(trip.to), hidden: trip.to === null },
          { label: '用车时间', value: period(trip.start_time, trip.end_time) },
          { label: TEXT.plate, value: trip.vehicle ? `${trip.vehicle.plate}（${trip.vehicle.model}）` : null },
          { label: TEXT.driver, value: trip.driver_name },
          { label: TEXT.distance, value: trip.distance_km === null ? null : `${String(trip.distance_km)} ${TEXT.km}` },
        ]}
      />
      {trip.comment && (
        <DetailSection
          title={TEXT.comment}
          rows={[
            { label: TEXT.stars, value: <Rate readOnly value={trip.comment.stars} /> },
            { label: TEXT.tags, value: trip.comment.tags },
            { label: TEXT.commentText, value: trip.comment.text },
          ]}
        />
      )}
    </>
  );
}

/**
 * /orderDetailCar3?token= (no login, spec 2.2): the public page of a shared trip; once the trip is
 * finished a passenger rates it on orderCommentCar3.
 */
export default function PublicOrderScreen() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const token = search.get('token') ?? '';
  const state = useLoader(async () => (token === '' ? null : fetchShared(token)), [token]);
  return (
    <PageFrame title={titleOf('orderDetailCar3')}>
      <Loadable state={state} empty={TEXT.missing}>
        {(trip) => (
          <>
            <SharedTrip trip={trip} />
            <div css={styles.footer}>
              {trip.can_comment ? (
                <Button block color="primary" size="large" onClick={() => navigate(withQuery(PATHS.publicComment, { token }))}>
                  {TEXT.goComment}
                </Button>
              ) : (
                <div css={styles.hint}>{trip.comment ? TEXT.commented : TEXT.notFinished}</div>
              )}
            </div>
          </>
        )}
      </Loadable>
    </PageFrame>
  );
}
