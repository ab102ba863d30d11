/**
 * The notice family's demo rows: three notices (one public), a survey with one answer sheet, and a
 * replied leave word. Idempotent like the rest of the seed (stable ids, `ON CONFLICT DO NOTHING`).
 */
import type { Database } from '../../platform/db/types.ts';
import { hoursAgo, seedId, seedStaffId as staffKey } from '../../platform/seed/ids.ts';
import { leaveWords, noticeReads, notices, surveyQuestions, surveyResponses, surveys } from './schema.ts';

type Company = { id: string };

export const seedNotices = [
  {
    key: 'holiday',
    title: '关于国庆节放假安排的通知',
    content:
      '各部门：\n根据国家有关规定，国庆节放假时间为10月1日至10月7日，共7天。9月28日（星期日）、10月11日（星期六）上班。\n请各部门做好节前安全检查和值班安排。',
    isPublic: true,
    hoursAgo: 72,
  },
  {
    key: 'canteen',
    title: '员工餐厅营业时间调整',
    content: '自下周一起，员工餐厅晚餐供应时间调整为17:30至19:30，早餐与午餐时间不变。',
    isPublic: false,
    hoursAgo: 30,
  },
  {
    key: 'fire',
    title: '消防安全演练通知',
    content: '本周五下午15:00在办公楼前广场进行消防安全演练，请全体员工准时参加，听到警报后按疏散路线有序撤离。',
    isPublic: false,
    hoursAgo: 4,
  },
] as const;
export const noticeId = (companyId: string, key: string): string => seedId(companyId, `notice:${key}`);

export async function seedNoticeRows(db: Database, { id }: Company): Promise<void> {
  const now = new Date();
  await db
    .insert(notices)
    .values(
      seedNotices.map((n) => ({
        companyId: id,
        id: noticeId(id, n.key),
        title: n.title,
        content: n.content,
        isPublic: n.isPublic,
        authorId: staffKey(id, 'demo'),
        createdAt: hoursAgo(now, n.hoursAgo),
      })),
    )
    .onConflictDoNothing();
  // The author has read them.
  await db
    .insert(noticeReads)
    .values(seedNotices.map((n) => ({ companyId: id, noticeId: noticeId(id, n.key), staffId: staffKey(id, 'demo') })))
    .onConflictDoNothing();
}

export const seedSurvey = {
  key: 'canteen',
  title: '员工餐厅满意度调查',
  description: '为改进餐厅服务，请花一分钟填写本问卷。',
  questions: [
    {
      key: 'q1',
      title: '您对员工餐厅的总体满意度',
      type: 'single' as const,
      options: ['非常满意', '满意', '一般', '不满意'],
      required: true,
    },
    {
      key: 'q2',
      title: '您希望增加哪些餐品（可多选）',
      type: 'multiple' as const,
      options: ['面食', '粥品', '水果', '轻食沙拉'],
      required: true,
    },
    { key: 'q3', title: '其他意见和建议', type: 'text' as const, options: [] as string[], required: false },
  ],
};
export const surveyId = (companyId: string): string => seedId(companyId, `survey:${seedSurvey.key}`);
export const surveyQuestionId = (companyId: string, key: string): string => seedId(companyId, `survey:${seedSurvey.key}:${key}`);

export async function seedSurveyRows(db: Database, { id }: Company): Promise<void> {
  const sid = surveyId(id);
  await db
    .insert(surveys)
    .values({
      companyId: id,
      id: sid,
      title: seedSurvey.title,
      description: seedSurvey.description,
      authorId: staffKey(id, 'demo'),
      createdAt: hoursAgo(new Date(), 48),
    })
    .onConflictDoNothing();
  await db
    .insert(surveyQuestions)
    .values(
      seedSurvey.questions.map((q, i) => ({
        companyId: id,
        id: surveyQuestionId(id, q.key),
        surveyId: sid,
        seq: i + 1,
        title: q.title,
        type: q.type,
        options: q.options,
        required: q.required,
      })),
    )
    .onConflictDoNothing();
  // One answer sheet (the patrolman's), so the results are not empty.
  await db
    .insert(surveyResponses)
    .values({
      companyId: id,
      id: seedId(id, `survey:${seedSurvey.key}:answer:patrolman`),
      surveyId: sid,
      staffId: staffKey(id, 'patrolman'),
      answers: [
        { question_id: surveyQuestionId(id, 'q1'), choice: 1 },
        { question_id: surveyQuestionId(id, 'q2'), choices: [0, 2] },
        { question_id: surveyQuestionId(id, 'q3'), text: '希望夜班也能提供热餐。' },
      ],
    })
    .onConflictDoNothing();
}

export async function seedLeaveWordRows(db: Database, { id }: Company): Promise<void> {
  const now = new Date();
  await db
    .insert(leaveWords)
    .values({
      companyId: id,
      id: seedId(id, 'leave_word:canteen'),
      authorId: staffKey(id, 'staff'),
      content: '食堂晚餐时间能否延长到19:30？加班的同事经常赶不上。',
      reply: '已与餐厅沟通，自下周一起晚餐供应延长至19:30。',
      replierId: staffKey(id, 'demo'),
      repliedAt: hoursAgo(now, 20),
      createdAt: hoursAgo(now, 40),
    })
    .onConflictDoNothing();
}
