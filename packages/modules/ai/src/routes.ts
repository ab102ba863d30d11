import type { RouteFragment } from '@campus/core/routing';

/** The AI chat feature (spec 2.3). */
export const aiRoutes: RouteFragment = {
  module: 'ai',
  routes: [
    { path: '/chatGpt', name: 'chatGpt', title: '智能助手' },
    { path: '/addChatGpt', name: 'addChatGpt', title: '新建对话' },
    { path: '/chatGptComment', name: 'chatGptComment', title: '对话评价' },
    { path: '/aiUser', name: 'aiUser', title: '智能助手', public: true },
    { path: '/lxdzAiRegister', name: 'lxdzAiRegister', title: '注册', public: true },
  ],
};
