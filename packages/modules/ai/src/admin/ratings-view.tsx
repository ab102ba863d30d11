import type { AiRatingAdmin } from '@campus/contracts';
import { ListPage, PageFrame } from '@campus/ui';
import { Tabs } from 'antd-mobile';
import { useState } from 'react';
import { fetchRatings } from '../api.ts';
import { RatingItem } from './rating-item.tsx';
import { ADMIN_TEXT } from './texts.ts';

const rating = (item: AiRatingAdmin) => <RatingItem rating={item} />;

type ScoreFilter = 'all' | AiRatingAdmin['score'];
const FILTERS: ReadonlyArray<{ key: ScoreFilter; title: string }> = [
  { key: 'all', title: ADMIN_TEXT.all },
  { key: 'up', title: ADMIN_TEXT.up },
  { key: 'down', title: ADMIN_TEXT.down },
];

/** /chatGpt?view=ratings (the company's administrator): the ratings of answers, newest first, paged; 满意 or 不满意 alone. */
export function RatingsView() {
  const [filter, setFilter] = useState<ScoreFilter>('all');
  const score = filter === 'all' ? undefined : filter;
  return (
    <PageFrame title={ADMIN_TEXT.ratings}>
      <Tabs activeKey={filter} onChange={(key) => setFilter(key as ScoreFilter)}>
        {FILTERS.map((tab) => (
          <Tabs.Tab key={tab.key} title={tab.title} />
        ))}
      </Tabs>
      <ListPage<AiRatingAdmin>
        key={filter}
        load={(page, pageSize) => fetchRatings(page, pageSize, score)}
        keyOf={(item) => item.id}
        empty={ADMIN_TEXT.noRatings}
        renderItem={rating}
      />
    </PageFrame>
  );
}
