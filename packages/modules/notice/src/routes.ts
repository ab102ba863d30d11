import type { RouteFragment } from '@campus/core/routing';

const noticeList = () => import('./screens/notice-list-screen.tsx');

/** Notices, messages, surveys and the interaction board (spec 2.3). */
export const noticeRoutes: RouteFragment = {
  module: 'notice',
  routes: [
    {
      path: '/notice',
      name: 'notice',
      title: '通知公告',
      redirect: '/notice',
      screen: noticeList,
      preload: { path: '/notices/', query: { page: 1, page_size: 20 } },
      children: [
        {
          path: 'noticeDetail',
          name: 'noticeDetail',
          title: '公告详情',
          screen: () => import('./screens/notice-detail-screen.tsx'),
          preload: { path: '/notices/:id/' },
        },
      ],
    },
    { path: '/notices', name: 'notices', title: '公告列表', screen: noticeList },
    {
      path: '/noticeDetails',
      name: 'noticeDetails',
      title: '公告详情',
      public: true,
      screen: () => import('./screens/public-notice-screen.tsx'),
    },
    { path: '/addNotice', name: 'addNotice', title: '发布公告', screen: () => import('./screens/add-notice-screen.tsx') },
    { path: '/noticeComment', name: 'noticeComment', title: '公告评论', screen: () => import('./screens/notice-comment-screen.tsx') },
    {
      path: '/message',
      name: 'message',
      title: '消息',
      redirect: '/message',
      screen: () => import('./screens/message-centre-screen.tsx'),
      children: [
        {
          path: 'msgList',
          name: 'msgList',
          title: '消息列表',
          screen: () => import('./screens/message-list-screen.tsx'),
          children: [
            { path: 'msgDetail', name: 'msgDetail', title: '消息详情', screen: () => import('./screens/message-detail-screen.tsx') },
          ],
        },
      ],
    },
    {
      path: '/survey',
      name: 'survey',
      title: '问卷调查',
      screen: () => import('./screens/survey-list-screen.tsx'),
      children: [
        { path: 'surveyFill', name: 'surveyFill', title: '填写问卷', screen: () => import('./screens/survey-fill-screen.tsx') },
        { path: 'surveyReview', name: 'surveyReview', title: '问卷查看', screen: () => import('./screens/survey-review-screen.tsx') },
      ],
    },
    {
      path: '/interact',
      name: 'interact',
      title: '互动交流',
      screen: () => import('./screens/interact-screen.tsx'),
      children: [
        { path: 'interactLeaveWord', name: 'interactLeaveWord', title: '留言', screen: () => import('./screens/leave-word-screen.tsx') },
      ],
    },
  ],
};
