import type { AiRatingAdmin } from '@campus/contracts';
import { ListPage, PageFrame } from '@campus/ui';
import { fetchRatings } from '../api.ts';
import { RatingItem } from './rating-item.tsx';
import { ADMIN_TEXT } from './texts.ts';

const rating = (item: AiRatingAdmin) => <RatingItem rating={item} />;

/** /chatGpt?view=ratings (the company's administrator): the ratings of answers, newest first, paged. */
export function RatingsView() {
  return (
    <PageFrame title={ADMIN_TEXT.ratings}>
      <ListPage<AiRatingAdmin> load={fetchRatings} keyOf={(item) => item.id} empty={ADMIN_TEXT.noRatings} renderItem={rating} />
    </PageFrame>
  );
}
