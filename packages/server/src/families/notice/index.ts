/** The notice family: notices (reads, comments, the public page), surveys, and words left to the administration. */
import { apiPaths } from '@campus/contracts';
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
    { route: apiPaths.noticePattern, method: 'GET', url: (c) => apiPaths.notice(fire(c)) },
    { route: apiPaths.noticeCommentsPattern, method: 'GET', url: (c) => apiPaths.noticeComments(fire(c)) },
    {
      route: apiPaths.noticeCommentsPattern,
      method: 'POST',
      url: (c) => apiPaths.noticeComments(fire(c)),
      body: () => ({ content: '越权评论' }),
    },
    { route: apiPaths.surveyPattern, method: 'GET', url: (c) => apiPaths.survey(surveyId(c)) },
    { route: apiPaths.surveyResultsPattern, method: 'GET', url: (c) => apiPaths.surveyResults(surveyId(c)) },
    {
      route: apiPaths.surveyAnswersPattern,
      method: 'POST',
      url: (c) => apiPaths.surveyAnswers(surveyId(c)),
      body: (c) => ({ answers: [{ question_id: surveyQuestionId(c, 'q1'), choice: 0 }] }),
    },
    {
      route: apiPaths.leaveWordReplyPattern,
      method: 'POST',
      url: (c) => apiPaths.leaveWordReply(seedId(c, 'leave_word:canteen')),
      body: () => ({ reply: '越权回复' }),
      adminOnly: true,
    },
  ],
  isolationExempt: [
    { route: apiPaths.publicNoticePattern, reason: 'public by design: a notice published with is_public is readable without login, by id' },
  ],
});
