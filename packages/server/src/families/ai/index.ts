/**
 * The assistant family (issue 40): conversations of a person or a guest, answers streamed by the
 * company's provider (the local one over the hub's own data, or an OpenAI-compatible endpoint) and
 * kept whole whatever the client does, stop and resume, ratings, daily quotas, guest sign-up.
 */
import { aiEndpoints as E, aiGuestEndpoints as G } from '@campus/contracts';
import { defineFamily } from '../../platform/family.ts';
import * as schema from './schema.ts';
import { aiRoutes } from './plugin.ts';
import { aiKey, seedAiConversation, seedAiSettings } from './seed.ts';

const conversation = (c: string) => ({ id: aiKey.conversation(c) });
const answer = (c: string) => ({ id: aiKey.answer(c) });
/** A guest naming the row's own company and a device that is not its owner. */
const guestBody = (c: string) => ({ company_id: c, device_id: 'isolation-probe-device' });

export const ai = defineFamily({
  name: 'ai',
  schema,
  orderTypes: [],
  routes: async (app, { ctx }) => aiRoutes(app, ctx),
  seed: [seedAiSettings, seedAiConversation],
  isolationProbes: [
    { endpoint: E.getConversation, params: conversation },
    { endpoint: E.listMessages, params: conversation },
    { endpoint: E.ask, params: conversation, body: () => ({ question: '越权提问' }) },
    { endpoint: E.getMessage, params: answer },
    { endpoint: E.resume, params: answer },
    { endpoint: E.stop, params: answer },
    { endpoint: E.rate, params: answer, body: () => ({ score: 'down', tags: [], text: '越权评价' }) },
    { endpoint: G.listMessages, params: conversation },
    { endpoint: G.ask, params: conversation, body: (c) => ({ ...guestBody(c), question: '越权提问' }) },
    { endpoint: G.resume, params: answer },
    { endpoint: G.stop, params: answer, body: guestBody },
    { endpoint: G.rate, params: answer, body: (c) => ({ ...guestBody(c), score: 'down' }) },
  ],
  isolationExempt: [],
});
