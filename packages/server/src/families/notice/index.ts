/** The notice family: notices (reads, comments, the public page), surveys, and words left to the administration. */
import { noticeEndpoints, surveyEndpoints, interactEndpoints } from '@campus/contracts';
import { defineFamily } from '../../platform/family.ts';
import { seedId } from '../../platform/seed/ids.ts';
import * as schema from './schema.ts';
import { noticeRoutes } from './notices.ts';
import { surveyRoutes } from './surveys.ts';
import { interactRoutes } from './interact.ts';
import { noticeId, seedLeaveWordRows, seedNoticeRows, seedSurveyRows, surveyId, surveyQuestionId } from './seed.ts';

const fire = (c: string) => noticeId(c, 'fire');

export const notice = defineFamily({
  name: 'notice',
  schema,
  orderTypes: [],
  routes: async (app, { ctx }) => {
    noticeRoutes(app, ctx);
    surveyRoutes(app, ctx);
    interactRoutes(app, ctx);
  },
  seed: [seedNoticeRows, seedSurveyRows, seedLeaveWordRows],
  isolationProbes: [
    { endpoint: noticeEndpoints.get, params: (c) => ({ id: fire(c) }) },
    { endpoint: noticeEndpoints.listComments, params: (c) => ({ id: fire(c) }) },
    {
      endpoint: noticeEndpoints.comment,
      params: (c) => ({ id: fire(c) }),
      body: () => ({ content: '越权评论' }),
    },
    { endpoint: surveyEndpoints.get, params: (c) => ({ id: surveyId(c) }) },
    { endpoint: surveyEndpoints.results, params: (c) => ({ id: surveyId(c) }) },
    {
      endpoint: surveyEndpoints.answer,
      params: (c) => ({ id: surveyId(c) }),
      body: (c) => ({ answers: [{ question_id: surveyQuestionId(c, 'q1'), choice: 0 }] }),
    },
    {
      endpoint: interactEndpoints.replyLeaveWord,
      params: (c) => ({ id: seedId(c, 'leave_word:canteen') }),
      body: () => ({ reply: '越权回复' }),
      adminOnly: true,
    },
  ],
  isolationExempt: [
    { endpoint: noticeEndpoints.getPublic, reason: 'public by design: a notice published with is_public is readable without login, by id' },
  ],
});
