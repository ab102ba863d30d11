import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../api.ts';
import { surveyDetail } from '../test-data.ts';
import { httpError, renderScreen } from '@campus/ui/testing';
import SurveyFillScreen from './survey-fill-screen.tsx';

vi.mock('../api.ts');

beforeEach(() => {
  vi.mocked(api.fetchSurvey).mockResolvedValue(surveyDetail());
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

const openSurvey = () => renderScreen(<SurveyFillScreen />, { at: '/survey/surveyFill?id=s1', path: '/survey/surveyFill' });

function question(id: string): HTMLElement {
  const element = document.querySelector<HTMLElement>(`[data-question="${id}"]`);
  if (element === null) throw new Error(`no question ${id}`);
  return element;
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
  });
}

describe('survey fill (/survey/surveyFill)', () => {
  it('shows single (Radio), multiple (Checkbox) and text (TextArea) questions', async () => {
    openSurvey();
    await screen.findByText('食堂满意度调查');
    expect(within(question('q1')).getAllByRole('radio')).toHaveLength(3);
    expect(within(question('q2')).getAllByRole('checkbox')).toHaveLength(3);
    expect(question('q3').querySelector('textarea')).not.toBeNull();
  });

  it("a required question left empty shows '此题为必答题' next to it and nothing is sent", async () => {
    openSurvey();
    await screen.findByText('食堂满意度调查');
    fireEvent.click(within(question('q1')).getByText('满意'));
    await submit();
    await waitFor(() => expect(within(question('q2')).getByText('此题为必答题')).toBeTruthy(), { timeout: 10_000 }); // antd's Form validates asynchronously; slow on a loaded CI machine
    expect(within(question('q1')).queryByText('此题为必答题')).toBeNull();
    expect(within(question('q3')).queryByText('此题为必答题')).toBeNull();
    expect(api.submitSurvey).not.toHaveBeenCalled();
  });

  it('sends the answers and shows the success state', async () => {
    vi.mocked(api.submitSurvey).mockResolvedValue(surveyDetail({ answered: true }));
    openSurvey();
    await screen.findByText('食堂满意度调查');
    fireEvent.click(within(question('q1')).getByText('一般'));
    fireEvent.click(within(question('q2')).getByText('小吃'));
    fireEvent.click(within(question('q2')).getByText('面食'));
    fireEvent.change(question('q3').querySelector('textarea') as HTMLTextAreaElement, { target: { value: ' 多开窗口 ' } });
    await submit();
    await waitFor(() => expect(screen.getByTestId('survey-submitted')).toBeTruthy(), { timeout: 10_000 }); // antd's Form validates asynchronously; slow on a loaded CI machine
    expect(api.submitSurvey).toHaveBeenCalledWith('s1', {
      answers: [
        { question_id: 'q1', choice: 1 },
        { question_id: 'q2', choices: [0, 2] },
        { question_id: 'q3', text: '多开窗口' },
      ],
    });
    expect(screen.getByText('提交成功')).toBeTruthy();
  });

  it("maps the server's q_<question id> errors back to their questions, keeping the answers", async () => {
    vi.mocked(api.submitSurvey).mockRejectedValue(httpError(400, { q_q2: ['此题为必答题'], q_q1: ['选项不存在'] }));
    openSurvey();
    await screen.findByText('食堂满意度调查');
    fireEvent.click(within(question('q1')).getByText('满意'));
    fireEvent.click(within(question('q2')).getByText('米饭'));
    await submit();
    // antd's Form sets each field's errors asynchronously, one field after another; slow on a loaded CI machine
    await waitFor(
      () => {
        expect(within(question('q2')).getByText('此题为必答题')).toBeTruthy();
        expect(within(question('q1')).getByText('选项不存在')).toBeTruthy();
      },
      { timeout: 10_000 },
    );
    expect(within(question('q2')).getByRole('checkbox', { checked: true })).toBeTruthy();
    expect(screen.queryByTestId('survey-submitted')).toBeNull();
  });

  it("a second submit: the server's '您已提交过该问卷' is shown", async () => {
    vi.mocked(api.submitSurvey).mockRejectedValue(httpError(400, { non_field_errors: ['您已提交过该问卷'] }));
    openSurvey();
    await screen.findByText('食堂满意度调查');
    fireEvent.click(within(question('q1')).getByText('满意'));
    fireEvent.click(within(question('q2')).getByText('米饭'));
    await submit();
    // antd's Form validates asynchronously before sending: slow on a loaded CI machine
    expect((await screen.findByTestId('field-error-text', {}, { timeout: 10_000 })).textContent).toBe('您已提交过该问卷');
  });

  it('a sheet I already sent shows read-only with my answers', async () => {
    vi.mocked(api.fetchSurvey).mockResolvedValue(
      surveyDetail({
        answered: true,
        answered_at: '2026-03-02T01:00:00.000Z',
        my_answers: [
          { question_id: 'q1', choice: 2 },
          { question_id: 'q2', choices: [1] },
        ],
      }),
    );
    openSurvey();
    expect(await screen.findByText('您已提交过该问卷')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交' })).toBeNull();
    const chosen = within(question('q1')).getByRole('radio', { checked: true });
    expect(chosen.closest('label')?.textContent).toContain('不满意');
  });
});
