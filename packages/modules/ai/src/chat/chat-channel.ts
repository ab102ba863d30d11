import type { AiAskResult, AiMessage, AiMessagePage } from '@campus/contracts';

/**
 * What the chat needs from the server, for a signed-in person (token) or a guest (company and
 * device): the same chat runs on either (chatGpt and aiUser share it).
 */
export interface ChatChannel {
  /** Streams are sent with the user's token (members) or without (guests). */
  readonly withToken: boolean;
  /** Members rate answers (chatGptComment); the guest endpoints have no rating. */
  readonly canRate: boolean;
  /** A page of messages, newest first. */
  listMessages(conversationId: string, page: number, pageSize: number): Promise<AiMessagePage>;
  /** The ask's address (streamed) and body. */
  askRequest(conversationId: string, question: string): { url: string; body: unknown };
  /** The ask answered whole (hosts that cannot read a stream: the WeChat browser). */
  askWhole(conversationId: string, question: string): Promise<AiAskResult>;
  /** The resume stream's address from `offset`. */
  resumeUrl(messageId: string, offset: number): string;
  stop(messageId: string): Promise<AiMessage>;
  /**
   * A stream refused with AUTH_FAIL (the token expired meanwhile): let the error catalogue do what
   * spec 8 says (sign out, back to login), as for any other call.
   */
  authFailed(): void;
}
