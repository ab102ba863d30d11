/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { FieldErrorText, clearFieldErrors, submitFailureMessage } from '@campus/ui';
import { Button, Form, Popup } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { TEXT } from '../texts.ts';

const styles = {
  sheet: css({ padding: '12px 0 16px', maxHeight: '85vh', overflowY: 'auto' }),
  title: css({ fontSize: 16, fontWeight: 600, padding: '0 16px 4px' }),
};

export interface FormPopupProps<V> {
  title: string;
  form: ReturnType<typeof Form.useForm>[0];
  initialValues?: Partial<V>;
  onClose: () => void;
  /** Sends the form; a refusal's field errors land on the fields, the rest above the button. */
  submit: (values: V) => Promise<void>;
  children: ReactNode;
}

/** A bottom sheet holding one form (new supplier, banner, advert, activity, coupon). */
export function FormPopup<V extends object>({ title, form, initialValues, onClose, submit, children }: FormPopupProps<V>) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const finish = async (values: V) => {
    setBusy(true);
    setMessage(null);
    try {
      await submit(values);
    } catch (error) {
      setMessage(submitFailureMessage(form, error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} bodyStyle={{ borderRadius: '12px 12px 0 0' }}>
      <div css={styles.sheet} role="dialog" aria-label={title}>
        <div css={styles.title}>{title}</div>
        <Form
          form={form}
          layout="vertical"
          {...(initialValues ? { initialValues } : {})}
          onFinish={(v: V) => void finish(v)}
          onValuesChange={(changed) => {
            clearFieldErrors(form, changed);
            setMessage(null);
          }}
          footer={
            <>
              <FieldErrorText message={message} />
              <Button block type="submit" color="primary" loading={busy} loadingText={TEXT.saving}>
                {TEXT.save}
              </Button>
            </>
          }
        >
          {children}
        </Form>
      </div>
    </Popup>
  );
}
