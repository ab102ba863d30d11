import type { RouteFragment } from '@campus/core/routing';

/** Notices, messages, surveys and the interaction board (spec 2.3). */
export const noticeRoutes: RouteFragment = {
  module: 'notice',
  routes: [
    {
      path: '/notice',
      name: 'notice',
      title: '通知公告',
      redirect: '/notice',
      children: [{ path: 'noticeDetail', name: 'noticeDetail', title: '公告详情' }],
    },
    { path: '/notices', name: 'notices', title: '公告列表' },
    { path: '/noticeDetails', name: 'noticeDetails', title: '公告详情', public: true },
    { path: '/addNotice', name: 'addNotice', title: '发布公告' },
    { path: '/noticeComment', name: 'noticeComment', title: '公告评论' },
    {
      path: '/message',
      name: 'message',
      title: '消息',
      redirect: '/message',
      children: [
        {
          path: 'msgList',
          name: 'msgList',
          title: '消息列表',
          children: [{ path: 'msgDetail', name: 'msgDetail', title: '消息详情' }],
        },
      ],
    },
    {
      path: '/survey',
      name: 'survey',
      title: '问卷调查',
      children: [
        { path: 'surveyFill', name: 'surveyFill', title: '填写问卷' },
        { path: 'surveyReview', name: 'surveyReview', title: '问卷查看' },
      ],
    },
    {
      path: '/interact',
      name: 'interact',
      title: '互动交流',
      children: [{ path: 'interactLeaveWord', name: 'interactLeaveWord', title: '留言' }],
    },
  ],
};
