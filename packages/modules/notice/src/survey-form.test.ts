import { describe, expect, it } from 'vitest';
import { answerErrors, percentOf, questionError, toAnswers, valuesOf } from './survey-form.ts';
import { questions } from './test-data.ts';

const [single, multiple, text] = questions as [(typeof questions)[0], (typeof questions)[0], (typeof questions)[0]];

describe('questionError', () => {
  it("a required question left empty is '此题为必答题' (the server's words)", () => {
    expect(questionError(single, undefined)).toBe('此题为必答题');
    expect(questionError(multiple, [])).toBe('此题为必答题');
    expect(questionError({ ...text, required: true }, '   ')).toBe('此题为必答题');
  });

  it('an optional question may stay empty', () => {
    expect(questionError(text, undefined)).toBeNull();
    expect(questionError({ ...single, required: false }, undefined)).toBeNull();
    expect(questionError({ ...multiple, required: false }, undefined)).toBeNull();
  });

  it("an option index out of range is '选项不存在'", () => {
    expect(questionError(single, 3)).toBe('选项不存在');
    expect(questionError(multiple, [0, 7])).toBe('选项不存在');
    expect(questionError(single, 2)).toBeNull();
    expect(questionError(multiple, [0, 2])).toBeNull();
  });

  it('a text answer over 2000 characters is refused', () => {
    expect(questionError(text, 'a'.repeat(2001))).toBe('回答不能超过2000个字');
    expect(questionError(text, 'a'.repeat(2000))).toBeNull();
  });
});

describe('answerErrors / toAnswers', () => {
  it('keys the messages by q_<question id>, as the server does', () => {
    expect(answerErrors(questions, { q_q2: [1] })).toEqual({ q_q1: '此题为必答题' });
    expect(answerErrors(questions, { q_q1: 0, q_q2: [1] })).toEqual({});
  });

  it('sends one answer per answered question, trimmed text, sorted choices; empty optional ones left out', () => {
    expect(toAnswers(questions, { q_q1: 1, q_q2: [2, 0], q_q3: '  多开窗口 ' })).toEqual([
      { question_id: 'q1', choice: 1 },
      { question_id: 'q2', choices: [0, 2] },
      { question_id: 'q3', text: '多开窗口' },
    ]);
    expect(toAnswers(questions, { q_q1: 0, q_q2: [1], q_q3: ' ' })).toEqual([
      { question_id: 'q1', choice: 0 },
      { question_id: 'q2', choices: [1] },
    ]);
  });

  it('turns my sent answers back into form values', () => {
    expect(
      valuesOf({
        my_answers: [
          { question_id: 'q1', choice: 2 },
          { question_id: 'q2', choices: [0] },
          { question_id: 'q3', text: '好' },
        ],
      }),
    ).toEqual({ q_q1: 2, q_q2: [0], q_q3: '好' });
    expect(valuesOf({ my_answers: null })).toEqual({});
  });
});

describe('percentOf', () => {
  it('is the share of respondents, whole percent, 0 without respondents', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(3, 3)).toBe(100);
    expect(percentOf(0, 0)).toBe(0);
    expect(percentOf(2, 0)).toBe(0);
  });
});
