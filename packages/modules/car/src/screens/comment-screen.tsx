import { showToast } from '@campus/core';
import { Loadable, PageFrame, useLoader } from '@campus/ui';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { commentOrder, fetchCommentTags, fetchOrder } from '../api.ts';
import { CommentForm } from '../components/comment-form.tsx';
import { RouteSection } from '../components/trip-sections.tsx';
import { detailPathOf, idFrom, STASH } from '../stash.ts';
import { TEXT } from '../texts.ts';
import { titleOf } from '../titles.ts';

/** /applyCarV3/car3OrderComment?id=: the applicant rates his finished trip (once). */
export default function CommentScreen() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const id = idFrom(search, STASH.order3);
  const state = useLoader(async () => (id === null ? null : { order: await fetchOrder(id), tags: await fetchCommentTags() }), [id]);
  return (
    <PageFrame title={titleOf('car3OrderComment')}>
      <Loadable state={state} empty={TEXT.missing}>
        {({ order, tags }) => (
          <>
            <RouteSection order={order} />
            <CommentForm
              tags={tags.map((t) => t.label)}
              send={async (body) => {
                await commentOrder(order.id, body);
                void showToast(TEXT.thanks, { icon: 'success' });
                navigate(detailPathOf(order.kind, order.id), { replace: true });
              }}
            />
          </>
        )}
      </Loadable>
    </PageFrame>
  );
}
