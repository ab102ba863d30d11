/** The assistant's screens (spec 2.3: top-level single screens). */
export const PATHS = {
  chat: '/chatGpt',
  add: '/addChatGpt',
  comment: '/chatGptComment',
  guest: '/aiUser',
  register: '/lxdzAiRegister',
} as const;

/** A path with its query (undefined and empty values left out). */
export function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null && value !== '') search.set(key, value);
  const text = search.toString();
  return text === '' ? path : `${path}?${text}`;
}

export const chatPath = (conversationId: string) => withQuery(PATHS.chat, { id: conversationId });
export const commentPath = (answerId: string, conversationId: string) =>
  withQuery(PATHS.comment, { id: answerId, conversation: conversationId });

/** The administrator's views of /chatGpt (a query on the list screen, no route of their own). */
export type AdminView = 'ratings' | 'settings';
export const adminViewPath = (view: AdminView) => withQuery(PATHS.chat, { view });
