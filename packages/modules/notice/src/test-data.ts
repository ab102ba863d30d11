import type { LeaveWord, MessageItem, NoticeItem, SurveyDetail, SurveyQuestion } from '@campus/contracts';

/** Builders of API answers for the module's unit tests. */

export const person = (name = '演示员工') => ({ id: `p-${name}`, name });

export function notice(id: string, overrides: Partial<NoticeItem> = {}): NoticeItem {
  return {
    id,
    title: `公告${id}`,
    summary: `公告${id}的摘要`,
    is_public: false,
    is_read: false,
    author: person(),
    comment_count: 0,
    created_at: '2026-03-01T02:00:00.000Z',
    created_time: '2026-03-01 10:00:00',
    ...overrides,
  };
}

export function message(id: string, overrides: Partial<MessageItem> = {}): MessageItem {
  return {
    id,
    title: `消息${id}`,
    content: `消息${id}的内容`,
    extras: { msg_type: 'NOTICE', msg_id: `n-${id}` },
    msg_type: 'NOTICE',
    is_read: false,
    read_at: null,
    created_at: '2026-03-01T02:00:00.000Z',
    ...overrides,
  };
}

export const questions: SurveyQuestion[] = [
  { id: 'q1', seq: 1, title: '您对食堂满意吗', type: 'single', options: ['满意', '一般', '不满意'], required: true },
  { id: 'q2', seq: 2, title: '您常去哪些窗口', type: 'multiple', options: ['面食', '米饭', '小吃'], required: true },
  { id: 'q3', seq: 3, title: '其他建议', type: 'text', options: [], required: false },
];

export function surveyDetail(overrides: Partial<SurveyDetail> = {}): SurveyDetail {
  return {
    id: 's1',
    title: '食堂满意度调查',
    description: '请如实填写',
    author: person(),
    question_count: questions.length,
    answer_count: 0,
    answered: false,
    can_view_results: false,
    created_at: '2026-03-01T02:00:00.000Z',
    created_time: '2026-03-01 10:00:00',
    questions,
    my_answers: null,
    answered_at: null,
    ...overrides,
  };
}

export function leaveWord(id: string, overrides: Partial<LeaveWord> = {}): LeaveWord {
  return {
    id,
    content: `留言${id}`,
    author: person('普通员工'),
    reply: null,
    replier: null,
    replied_at: null,
    replied_time: null,
    created_at: '2026-03-01T02:00:00.000Z',
    created_time: '2026-03-01 10:00:00',
    ...overrides,
  };
}

export const page = <T>(results: T[], count = results.length) => ({ count, next: null, previous: null, next_after: null, results });
