/** Where the screens of this module live (the route data in routes.ts), with their `?id=` query. */
export const PATHS = {
  notice: '/notice',
  notices: '/notices',
  noticeDetail: '/notice/noticeDetail',
  publicNotice: '/noticeDetails',
  addNotice: '/addNotice',
  noticeComment: '/noticeComment',
  message: '/message',
  msgList: '/message/msgList',
  msgDetail: '/message/msgList/msgDetail',
  survey: '/survey',
  surveyFill: '/survey/surveyFill',
  surveyReview: '/survey/surveyReview',
  interact: '/interact',
  interactLeaveWord: '/interact/interactLeaveWord',
} as const;

/** A path with `?id=` (the id encoded). */
export function withId(path: string, id: string): string {
  return `${path}?id=${encodeURIComponent(id)}`;
}
