import { showToast } from '@campus/core';
import { Loadable, PageFrame, useLoader } from '@campus/ui';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { commentShared, fetchShared } from '../api.ts';
import { CommentForm } from '../components/comment-form.tsx';
import { PATHS, withQuery } from '../paths.ts';
import { TEXT } from '../texts.ts';
import { titleOf } from '../titles.ts';

/** /orderDetailCar3/orderCommentCar3?token= (no login): a passenger rates the shared trip. */
export default function PublicCommentScreen() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const token = search.get('token') ?? '';
  const state = useLoader(async () => (token === '' ? null : fetchShared(token)), [token]);
  return (
    <PageFrame title={titleOf('orderCommentCar3')}>
      <Loadable state={state} empty={TEXT.missing}>
        {(trip) => (
          <CommentForm
            tags={trip.tags}
            send={async (body) => {
              await commentShared(token, body);
              void showToast(TEXT.thanks, { icon: 'success' });
              navigate(withQuery(PATHS.publicOrder, { token }), { replace: true });
            }}
          />
        )}
      </Loadable>
    </PageFrame>
  );
}
