import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../api.ts';
import { httpError, renderScreen, stubExports } from '@campus/ui/testing';
import SurveyReviewScreen from './survey-review-screen.tsx';

beforeEach(() => stubExports(api));

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

const openResults = () => renderScreen(<SurveyReviewScreen />, { at: '/survey/surveyReview?id=s1', path: '/survey/surveyReview' });

describe('survey results (/survey/surveyReview)', () => {
  it('shows per question the option counts with a ProgressBar, and the text answers', async () => {
    vi.mocked(api.fetchSurveyResults).mockResolvedValue({
      id: 's1',
      title: '食堂满意度调查',
      answer_count: 4,
      questions: [
        { id: 'q3', seq: 3, title: '其他建议', type: 'text', required: false, options: [], texts: ['多开窗口', '增加夜宵'] },
        {
          id: 'q1',
          seq: 1,
          title: '您对食堂满意吗',
          type: 'single',
          required: true,
          texts: [],
          options: [
            { index: 0, label: '满意', count: 3 },
            { index: 1, label: '不满意', count: 1 },
          ],
        },
      ],
    });
    openResults();
    expect(await screen.findByText('参与人数 4')).toBeTruthy();
    const questions = screen.getAllByTestId('question-result');
    expect(questions.map((q) => q.getAttribute('data-question'))).toEqual(['q1', 'q3']);
    expect(screen.getByText('3票 · 75%')).toBeTruthy();
    expect(screen.getByText('1票 · 25%')).toBeTruthy();
    expect(document.querySelectorAll('.adm-progress-bar')).toHaveLength(2);
    expect(screen.getAllByTestId('text-answer').map((t) => t.textContent)).toEqual(['多开窗口', '增加夜宵']);
  });

  it("someone who is not the publisher gets the server's 403 message", async () => {
    vi.mocked(api.fetchSurveyResults).mockRejectedValue(httpError(403, { detail: '没有查看权限' }));
    openResults();
    expect(await screen.findByText('没有查看权限')).toBeTruthy();
    expect(screen.getByTestId('results-denied')).toBeTruthy();
  });
});
