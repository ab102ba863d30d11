import type { RouteFragment } from '@campus/core/routing';

const chat = () => import('./screens/chat-screen.tsx');
const guest = () => import('./screens/guest-chat-screen.tsx');

/** The assistant (spec 2.3: top-level single screens; aiUser and lxdzAiRegister need no login, spec 2.2). */
export const aiRoutes: RouteFragment = {
  module: 'ai',
  routes: [
    {
      path: '/chatGpt',
      name: 'chatGpt',
      title: '智能助手',
      screen: chat,
      // the list (page 1) without ?id=, the conversation's latest messages with it, and today's quota
      preload: [
        { path: '/ai/conversations/', query: { page: 1, page_size: 20 } },
        { path: '/ai/conversations/:id/messages/', query: { page: 1, page_size: 20 } },
        { path: '/ai/quota/' },
      ],
    },
    { path: '/addChatGpt', name: 'addChatGpt', title: '新建对话', screen: () => import('./screens/add-chat-screen.tsx') },
    { path: '/chatGptComment', name: 'chatGptComment', title: '对话评价', screen: () => import('./screens/comment-screen.tsx') },
    { path: '/aiUser', name: 'aiUser', title: '智能助手', public: true, screen: guest },
    {
      path: '/lxdzAiRegister',
      name: 'lxdzAiRegister',
      title: '注册',
      public: true,
      screen: () => import('./screens/guest-register-screen.tsx'),
    },
  ],
};
