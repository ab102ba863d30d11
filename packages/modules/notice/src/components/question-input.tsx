import type { SurveyQuestion } from '@campus/contracts';
import { Checkbox, Radio, Space } from 'antd-mobile';
import { NamedTextArea } from '@campus/ui';
import { countUpTo } from './text-count.tsx';
import { TEXT_ANSWER_MAX, type AnswerValue } from '../survey-form.ts';
import { TEXT } from '../texts.ts';

export interface QuestionInputProps {
  question: SurveyQuestion;
  /** Given by the Form.Item around it. */
  value?: AnswerValue;
  onChange?: (value: AnswerValue) => void;
  disabled?: boolean;
}

/** The answer control of one question: Radio (single), Checkbox (multiple) or TextArea (text). */
export function QuestionInput({ question, value, onChange, disabled = false }: QuestionInputProps) {
  if (question.type === 'single') {
    return (
      <Radio.Group
        value={typeof value === 'number' ? value : null}
        onChange={(next) => onChange?.(typeof next === 'number' ? next : Number(next))}
        disabled={disabled}
      >
        <Space direction="vertical" block>
          {question.options.map((label, index) => (
            <Radio key={index} value={index}>
              {label}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
    );
  }
  if (question.type === 'multiple') {
    return (
      <Checkbox.Group
        value={Array.isArray(value) ? value : []}
        onChange={(next) => onChange?.(next.map((entry) => (typeof entry === 'number' ? entry : Number(entry))))}
        disabled={disabled}
      >
        <Space direction="vertical" block>
          {question.options.map((label, index) => (
            <Checkbox key={index} value={index}>
              {label}
            </Checkbox>
          ))}
        </Space>
      </Checkbox.Group>
    );
  }
  return (
    <NamedTextArea
      value={typeof value === 'string' ? value : ''}
      onChange={(next) => onChange?.(next)}
      placeholder={TEXT.textPlaceholder}
      autoSize={{ minRows: 3, maxRows: 8 }}
      showCount={countUpTo(TEXT_ANSWER_MAX)}
      disabled={disabled}
      label={question.title}
    />
  );
}

/** The kind of a question, as shown beside its title. */
export function questionKindLabel(question: Pick<SurveyQuestion, 'type'>): string {
  if (question.type === 'single') return TEXT.singleChoice;
  if (question.type === 'multiple') return TEXT.multipleChoice;
  return TEXT.textAnswer;
}
