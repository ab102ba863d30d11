import type { ModuleManifest } from '@campus/core/routing';
import { aiRoutes } from './routes.ts';

/**
 * The assistant. The menu keyword `chatGpt` (AI 助手) opens the route of the same name and
 * authorises the screens it leads to (new conversation, rating); aiUser and lxdzAiRegister are
 * public (spec 2.2).
 */
export const aiModule: ModuleManifest = {
  ...aiRoutes,
  menu: { impliedRoutes: { chatGpt: ['addChatGpt', 'chatGptComment'] } },
};
