import {
  apiPaths,
  type LeaveWord,
  type LeaveWordCreate,
  type LeaveWordPage,
  type MessageItem,
  type MessagePage,
  type NoticeComment,
  type NoticeCommentCreate,
  type NoticeCommentPage,
  type NoticeCreate,
  type NoticeDetail,
  type NoticePage,
  type PublicNotice,
  type SurveyDetail,
  type SurveyPage,
  type SurveyResults,
  type SurveySubmit,
} from '@campus/contracts';
import { httpClient } from '@campus/core';

/**
 * Every call of the notice module (notices, messages, surveys, leave words),
 * typed with the contracts. Calls whose failure the screen shows itself (forms,
 * the public page, the survey results) pass `silent`, so the error catalogue
 * does not toast as well.
 */

export interface Count {
  count: number;
}

const page = (pageNo: number, pageSize: number) => ({ page: pageNo, page_size: pageSize });

async function get<T>(url: string, params?: Record<string, unknown>, silent = false): Promise<T> {
  const client = await httpClient();
  const { data } = await client.get<T>(url, { params, silent });
  return data;
}

async function post<T>(url: string, body: unknown = {}, silent = false): Promise<T> {
  const client = await httpClient();
  const { data } = await client.post<T>(url, body, { silent });
  return data;
}

// Notices.
export const fetchNotices = (pageNo: number, pageSize: number): Promise<NoticePage> => get(apiPaths.notices, page(pageNo, pageSize));
/** The detail; the server marks the notice read for the caller. */
export const fetchNotice = (id: string): Promise<NoticeDetail> => get(apiPaths.notice(id));
export const createNotice = (body: NoticeCreate): Promise<NoticeDetail> => post(apiPaths.notices, body, true);
export const fetchNoticeComments = (id: string, pageNo: number, pageSize: number): Promise<NoticeCommentPage> =>
  get(apiPaths.noticeComments(id), page(pageNo, pageSize));
export const createNoticeComment = (id: string, body: NoticeCommentCreate): Promise<NoticeComment> =>
  post(apiPaths.noticeComments(id), body, true);
/** A badge only: a failure is not worth a toast. */
export const fetchNoticesUnreadCount = (): Promise<Count> => get(apiPaths.noticesUnreadCount, undefined, true);
/** No login: a notice published as public (404 otherwise). */
export const fetchPublicNotice = (id: string): Promise<PublicNotice> => get(apiPaths.publicNotice(id), undefined, true);

// Messages.
export const fetchMessages = (pageNo: number, pageSize: number, unreadOnly = false): Promise<MessagePage> =>
  get(apiPaths.messages, unreadOnly ? { ...page(pageNo, pageSize), unread: 'true' } : page(pageNo, pageSize));
export const fetchMessage = (id: string): Promise<MessageItem> => get(apiPaths.message(id));
/** Marked in the background when a message opens: a failure is not worth a toast. */
export const markMessageRead = (id: string): Promise<MessageItem> => post(apiPaths.messageRead(id), {}, true);
export const markAllMessagesRead = (): Promise<Count> => post(apiPaths.messagesReadAll);
export const fetchUnreadMessageCount = (): Promise<Count> => get(apiPaths.messagesUnreadCount);

// Surveys.
export const fetchSurveys = (pageNo: number, pageSize: number): Promise<SurveyPage> => get(apiPaths.surveys, page(pageNo, pageSize));
export const fetchSurvey = (id: string): Promise<SurveyDetail> => get(apiPaths.survey(id));
/** 201 with the survey detail; 400 with `q_<question id>` errors or '您已提交过该问卷'. */
export const submitSurvey = (id: string, body: SurveySubmit): Promise<SurveyDetail> => post(apiPaths.surveyAnswers(id), body, true);
/** The publisher's (or an admin's) results; 403 for others. */
export const fetchSurveyResults = (id: string): Promise<SurveyResults> => get(apiPaths.surveyResults(id), undefined, true);

// Leave words (/interact).
export const fetchLeaveWords = (pageNo: number, pageSize: number): Promise<LeaveWordPage> =>
  get(apiPaths.leaveWords, page(pageNo, pageSize));
export const createLeaveWord = (body: LeaveWordCreate): Promise<LeaveWord> => post(apiPaths.leaveWords, body, true);
