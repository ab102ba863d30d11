import { Button, Form } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { clearFieldErrors, FieldErrorText } from './form-helpers.tsx';
import { SheetDialog } from './sheet-dialog.tsx';
import { submitFailureMessage } from './submit-failure.ts';

/** The form a screen made with Form.useForm(). */
type SheetForm = ReturnType<typeof Form.useForm>[0];

export interface FormSheetProps<V> {
  /** Shown (default); a sheet kept mounted passes its own. */
  visible?: boolean;
  title: string;
  onClose: () => void;
  /** The sheet's test id (journeys find the sheet by it). */
  testId?: string;
  form: SheetForm;
  initialValues?: Partial<V>;
  /** The submit button's words (保存, 提交, 确定). */
  submitText: string;
  /** Sends the checked values; a refusal it throws lands on the fields, the rest under the form. */
  onSubmit: (values: V) => Promise<void>;
  /** The form's items. */
  children: ReactNode;
  /** What the sheet holds beside the form (a picker one of its items opens). */
  beside?: ReactNode;
}

/**
 * A short form in a bottom sheet (SheetDialog): the submit button spins while it sends, a server 400's
 * field errors land on their fields and its other message above the button, and a field the user
 * changes loses its stale server error.
 */
export function FormSheet<V extends object>({
  visible = true,
  title,
  onClose,
  testId,
  form,
  initialValues,
  submitText,
  onSubmit,
  children,
  beside,
}: FormSheetProps<V>) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const submit = async (values: V) => {
    setBusy(true);
    setMessage(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setMessage(submitFailureMessage(form, error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <SheetDialog visible={visible} title={title} onClose={onClose} {...(testId === undefined ? {} : { testId })}>
      <Form
        form={form}
        {...(initialValues === undefined ? {} : { initialValues })}
        onFinish={(values: V) => void submit(values)}
        onValuesChange={(changed: unknown) => {
          clearFieldErrors(form, changed);
          setMessage(null);
        }}
        footer={
          <>
            <FieldErrorText message={message} />
            <Button block type="submit" color="primary" size="large" loading={busy}>
              {submitText}
            </Button>
          </>
        }
      >
        {children}
      </Form>
      {beside}
    </SheetDialog>
  );
}
