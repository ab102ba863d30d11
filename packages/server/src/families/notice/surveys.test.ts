import { beforeAll, expect, it } from 'vitest';
import {
  surveyDetailSchema,
  surveyPageSchema,
  surveyResultsSchema,
  type SurveyDetail,
  surveyEndpoints,
  endpointUrl,
} from '@campus/contracts';
import { A, describeOnDatabase } from '../../platform/test/harness.ts';
import { clientOf, type Client } from '../../platform/test/client.ts';
import { surveyId, surveyQuestionId } from './seed.ts';

describeOnDatabase('surveys (/survey [surveyFill, surveyReview])', (h) => {
  let staff: Client;
  let admin: Client;
  let approver: Client;
  const sid = () => surveyId(A.id);
  const q = (k: string) => surveyQuestionId(A.id, k);
  beforeAll(async () => {
    staff = await clientOf(h(), A.id, '13800000005');
    admin = await clientOf(h(), A.id);
    approver = await clientOf(h(), A.id, '13800000004');
  });

  it('issue: the list is paged with the answered flag; the detail has the questions (single, multiple, text)', async () => {
    const page = surveyPageSchema.parse((await staff.get(endpointUrl(surveyEndpoints.list))).json());
    expect(page).toMatchObject({ count: 1, can_publish: false });
    expect(page.results[0]).toMatchObject({
      id: sid(),
      title: '员工餐厅满意度调查',
      answered: false,
      answer_count: 1,
      question_count: 3,
      can_view_results: false,
    });
    const patrol = await clientOf(h(), A.id, '13800000001');
    expect(surveyPageSchema.parse((await patrol.get(endpointUrl(surveyEndpoints.list))).json()).results[0]?.answered).toBe(true);
    const d = surveyDetailSchema.parse((await staff.get(endpointUrl(surveyEndpoints.get, { id: sid() }))).json());
    expect(d.questions.map((x) => [x.type, x.required, x.options.length])).toEqual([
      ['single', true, 4],
      ['multiple', true, 4],
      ['text', false, 0],
    ]);
    expect(d.my_answers).toBeNull();
  });

  it('issue: required answers are checked on the server; errors keyed q_<question id> with 此题为必答题; option range checked', async () => {
    const none = await staff.post(endpointUrl(surveyEndpoints.answer, { id: sid() }), { answers: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ [`q_${q('q1')}`]: ['此题为必答题'], [`q_${q('q2')}`]: ['此题为必答题'] });
    const range = await staff.post(endpointUrl(surveyEndpoints.answer, { id: sid() }), {
      answers: [
        { question_id: q('q1'), choice: 4 },
        { question_id: q('q2'), choices: [1, 1] },
      ],
    });
    expect(range.json()).toEqual({ [`q_${q('q1')}`]: ['选项不存在'], [`q_${q('q2')}`]: ['选项不存在'] });
    const emptyMulti = await staff.post(endpointUrl(surveyEndpoints.answer, { id: sid() }), {
      answers: [
        { question_id: q('q1'), choice: 0 },
        { question_id: q('q2'), choices: [] },
      ],
    });
    expect(emptyMulti.json()).toEqual({ [`q_${q('q2')}`]: ['此题为必答题'] });
    const unknown = await staff.post(endpointUrl(surveyEndpoints.answer, { id: sid() }), { answers: [{ question_id: 'x', choice: 0 }] });
    expect(unknown.json()).toMatchObject({ q_x: ['题目不存在'] });
  });

  it('issue: one answer per staff: the second submit answers 400 您已提交过该问卷, even when two race', async () => {
    const answers = [
      { question_id: q('q1'), choice: 0 },
      { question_id: q('q2'), choices: [3, 1] },
      { question_id: q('q3'), text: '  菜品再丰富些  ' },
    ];
    const ok = await staff.post(endpointUrl(surveyEndpoints.answer, { id: sid() }), { answers });
    expect(ok.statusCode).toBe(201);
    const d = surveyDetailSchema.parse(ok.json());
    expect(d).toMatchObject({ answered: true, answer_count: 2, answered_at: expect.any(String) });
    expect(d.my_answers).toEqual([
      { question_id: q('q1'), choice: 0 },
      { question_id: q('q2'), choices: [1, 3] },
      { question_id: q('q3'), text: '菜品再丰富些' },
    ]);
    const again = await staff.post(endpointUrl(surveyEndpoints.answer, { id: sid() }), { answers });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ non_field_errors: ['您已提交过该问卷'] });
    // A race of two submits by one staff: exactly one sheet.
    const racer = await clientOf(h(), A.id, '13800000003');
    const both = await Promise.all([
      racer.post(endpointUrl(surveyEndpoints.answer, { id: sid() }), { answers }),
      racer.post(endpointUrl(surveyEndpoints.answer, { id: sid() }), { answers }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(surveyDetailSchema.parse((await racer.get(endpointUrl(surveyEndpoints.get, { id: sid() }))).json()).answer_count).toBe(3);
  });

  it('issue: results for the publisher (and admins) only: counts per option and the text answers', async () => {
    expect((await staff.get(endpointUrl(surveyEndpoints.results, { id: sid() }))).json()).toEqual({ detail: '没有权限' });
    const r = surveyResultsSchema.parse((await admin.get(endpointUrl(surveyEndpoints.results, { id: sid() }))).json());
    expect(r.answer_count).toBe(3);
    expect(r.questions[0]?.options.map((o) => o.count)).toEqual([2, 1, 0, 0]);
    expect(r.questions[1]?.options.map((o) => [o.label, o.count])).toEqual([
      ['面食', 1],
      ['粥品', 2],
      ['水果', 1],
      ['轻食沙拉', 2],
    ]);
    expect(r.questions[2]?.texts.sort()).toEqual(['希望夜班也能提供热餐。', '菜品再丰富些', '菜品再丰富些'].sort());
  });

  it('issue: publishing a survey (publisher only), with options checked for choice questions', async () => {
    expect(
      (await approver.post(endpointUrl(surveyEndpoints.list), { title: 't', questions: [{ title: 'q', type: 'text' }] })).json(),
    ).toEqual({
      detail: '没有发布权限',
    });
    const bad = await admin.post(endpointUrl(surveyEndpoints.list), { title: '', questions: [] });
    expect(bad.json()).toEqual({ title: ['请填写标题'], questions: ['请至少添加一道题'] });
    const noOptions = await admin.post(endpointUrl(surveyEndpoints.list), {
      title: '培训需求',
      questions: [{ title: '方向', type: 'single', options: ['只有一个'] }],
    });
    expect(noOptions.json()).toEqual({ 'questions.0.options': ['请至少提供两个选项'] });
    const res = await admin.post(endpointUrl(surveyEndpoints.list), {
      title: '培训需求',
      description: '下季度培训安排',
      questions: [
        { title: '方向', type: 'multiple', options: ['技术', '管理', '安全'], required: true },
        { title: '建议', type: 'text', options: ['ignored'] },
      ],
    });
    expect(res.statusCode).toBe(201);
    const d: SurveyDetail = surveyDetailSchema.parse(res.json());
    expect(d.questions.map((x) => [x.seq, x.type, x.options, x.required])).toEqual([
      [1, 'multiple', ['技术', '管理', '安全'], true],
      [2, 'text', [], false],
    ]);
    expect(d.can_view_results).toBe(true);
    // The publisher sees its results; a plain staff answers once.
    const first = d.questions[0]?.id ?? '';
    expect(
      (await staff.post(endpointUrl(surveyEndpoints.answer, { id: d.id }), { answers: [{ question_id: first, choices: [0, 2] }] }))
        .statusCode,
    ).toBe(201);
    const results = surveyResultsSchema.parse((await admin.get(endpointUrl(surveyEndpoints.results, { id: d.id }))).json());
    expect(results.questions[0]?.options.map((o) => o.count)).toEqual([1, 0, 1]);
    const list = surveyPageSchema.parse((await staff.get(endpointUrl(surveyEndpoints.list))).json());
    expect(list.results[0]).toMatchObject({ id: d.id, answered: true });
  });
});
