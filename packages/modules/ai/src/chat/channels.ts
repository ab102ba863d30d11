import type { AiGuestIdentity } from '@campus/contracts';
import * as api from '../api.ts';
import type { ChatChannel } from './chat-channel.ts';

/** The signed-in person's assistant (chatGpt): the token goes with every call and stream. */
export const memberChannel: ChatChannel = {
  withToken: true,
  canRate: true,
  listMessages: (id, page, size) => api.fetchMessages(id, page, size),
  askRequest: (id, question) => ({ url: api.askUrl(id), body: { question } }),
  askWhole: (id, question) => api.askWhole(id, question),
  resumeUrl: (id, offset) => api.resumeUrl(id, offset),
  stop: (id) => api.stopAnswer(id),
  // the same token asked through the axios client: its error catalogue signs out as spec 8 says
  authFailed: () => void api.fetchQuota().catch(() => undefined),
};

/** The guest assistant (aiUser): company and device (and, once signed up, the guest token) instead of a login. */
export function guestChannel(who: AiGuestIdentity): ChatChannel {
  return {
    withToken: false,
    canRate: true,
    listMessages: (id, page, size) => api.fetchGuestMessages(who, id, page, size),
    askRequest: (id, question) => ({ url: api.guestAskUrl(id), body: { ...who, question } }),
    askWhole: (id, question) => api.guestAskWhole(who, id, question),
    resumeUrl: (id, offset) => api.guestResumeUrl(who, id, offset),
    stop: (id) => api.guestStopAnswer(who, id),
    authFailed: () => undefined,
  };
}
