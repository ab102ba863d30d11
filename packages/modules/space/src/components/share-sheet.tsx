/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { squareShareSchema, type Booking, type SquareEntry } from '@campus/contracts';
import { clearFieldErrors, FieldErrorText, NamedTextArea, schemaRule, submitFailureMessage } from '@campus/ui';
import { Button, Form, Input, Popup } from 'antd-mobile';
import { NamedStepper } from './named-stepper.tsx';
import { useState } from 'react';
import { shareBooking } from '../api.ts';

const styles = {
  sheet: css({ maxHeight: '85vh', overflowY: 'auto', paddingBottom: 'env(safe-area-inset-bottom)' }),
  title: css({ padding: '16px 16px 0', fontSize: 17, fontWeight: 600, textAlign: 'center' }),
};

interface Values {
  title: string;
  description: string;
  places: number;
}

export interface ShareSheetProps {
  booking: Booking;
  visible: boolean;
  onClose: () => void;
  onShared: (entry: SquareEntry) => void;
}

/** 分享到广场: a title, a word about it and the places left for colleagues; the square shows it at once. */
export function ShareSheet({ booking, visible, onClose, onShared }: ShareSheetProps) {
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const initialPlaces = Math.max(1, Math.min(200, booking.attendees > 1 ? booking.attendees - 1 : 1));

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (values === null) return;
    setBusy(true);
    setMessage(null);
    try {
      onShared(
        await shareBooking(booking.id, {
          title: values.title.trim(),
          description: (values.description ?? '').trim(),
          places: values.places,
        }),
      );
    } catch (error) {
      setMessage(submitFailureMessage(form, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyStyle={{ borderTopLeftRadius: 8, borderTopRightRadius: 8 }}>
      <div css={styles.sheet} role="dialog" aria-label="分享到预约广场" data-testid="share-sheet">
        <div css={styles.title}>分享到预约广场</div>
        <Form
          form={form}
          layout="vertical"
          initialValues={{ title: booking.purpose, description: '', places: initialPlaces }}
          onValuesChange={(changed) => clearFieldErrors(form, changed)}
          footer={
            <>
              <FieldErrorText message={message} />
              <Button block color="primary" size="large" loading={busy} onClick={() => void submit()}>
                分享
              </Button>
            </>
          }
        >
          <Form.Item name="title" label="标题" rules={[schemaRule(squareShareSchema.shape.title)]}>
            <Input placeholder="如：周四羽毛球，缺两人" maxLength={50} aria-label="标题" />
          </Form.Item>
          <Form.Item name="description" label="说明">
            <NamedTextArea
              label="说明"
              placeholder="选填：活动内容、水平要求、需要带什么"
              maxLength={500}
              autoSize={{ minRows: 2, maxRows: 5 }}
            />
          </Form.Item>
          <Form.Item name="places" label="招募名额（不含自己）" rules={[schemaRule(squareShareSchema.shape.places)]}>
            <NamedStepper min={1} max={200} label="招募名额" />
          </Form.Item>
        </Form>
      </div>
    </Popup>
  );
}
