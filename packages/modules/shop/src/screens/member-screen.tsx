/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { memberCreateSchema, type Member } from '@campus/contracts';
import { showToast, useRouteHandle, useStores } from '@campus/core';
import {
  FieldErrorText,
  HubQrCode,
  Loadable,
  PageFrame,
  clearFieldErrors,
  schemaRule,
  submitFailureMessage,
  useLoader,
  keepDates,
} from '@campus/ui';
import { Button, Checkbox, DatePicker, Form, Input } from 'antd-mobile';
import dayjs from 'dayjs';
import { useState } from 'react';
import { createMember, fetchMyMember } from '../api.ts';
import { TEXT } from '../texts.ts';

const styles = {
  card: css({
    margin: 12,
    padding: 20,
    borderRadius: 12,
    background: 'var(--adm-color-primary)',
    color: 'var(--hub-on-primary)',
    display: 'flex',
    flexDirection: 'column',
    gap: 6,
  }),
  level: css({ fontSize: 20, fontWeight: 700 }),
  code: css({
    margin: '0 12px',
    padding: 16,
    background: 'var(--adm-color-background)',
    borderRadius: 12,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: 8,
  }),
  hint: css({ fontSize: 13, color: 'var(--adm-color-text-secondary)' }),
  intro: css({ padding: '12px 16px 0', color: 'var(--adm-color-text-secondary)', fontSize: 14 }),
};

function MemberCard({ member }: { member: Member }) {
  return (
    <>
      <section css={styles.card} aria-label={TEXT.memberNo}>
        <span css={styles.level}>{member.level_label}</span>
        <span>{member.name}</span>
        <span data-testid="member-no">
          {TEXT.memberNo} {member.member_no}
        </span>
        <span>
          {TEXT.memberSince} {keepDates(member.created_time.slice(0, 10))}
        </span>
      </section>
      <section css={styles.code} aria-label={TEXT.memberCardHint}>
        <HubQrCode value={member.code} size={200} title={`${TEXT.memberNo} ${member.member_no}`} />
        <span css={styles.hint}>{TEXT.memberCardHint}</span>
      </section>
    </>
  );
}

interface MemberValues {
  name?: string;
  phone?: string;
  birthday?: Date | null;
  agree?: boolean;
}

/** /memberCreate: open the member card (member prices at checkout), then show it with its QR code. */
export default function MemberScreen() {
  const title = useRouteHandle()?.title ?? TEXT.openMember;
  const { session } = useStores();
  const mine = useLoader(() => fetchMyMember(), []);
  const [form] = Form.useForm<MemberValues>();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const submit = async (v: MemberValues) => {
    setBusy(true);
    setMessage(null);
    try {
      await createMember({
        name: v.name ?? '',
        phone: v.phone ?? '',
        ...(v.birthday ? { birthday: dayjs(v.birthday).format('YYYY-MM-DD') } : {}),
        agree: true,
      });
      void showToast(TEXT.memberOpened, { icon: 'success' });
      await mine.reload();
    } catch (error) {
      setMessage(submitFailureMessage(form, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageFrame title={title}>
      <Loadable state={mine}>
        {(data) =>
          data.member ? (
            <MemberCard member={data.member} />
          ) : (
            <>
              <p css={styles.intro}>{TEXT.memberIntro}</p>
              <Form
                form={form}
                mode="card"
                layout="horizontal"
                initialValues={{ name: session.auth?.name ?? '', phone: session.auth?.phone ?? '', agree: false }}
                onFinish={(v) => void submit(v)}
                onValuesChange={(changed) => {
                  clearFieldErrors(form, changed);
                  setMessage(null);
                }}
                footer={
                  <>
                    <FieldErrorText message={message} />
                    <Button block type="submit" color="primary" size="large" loading={busy} loadingText={TEXT.saving}>
                      {TEXT.openMember}
                    </Button>
                  </>
                }
              >
                <Form.Item name="name" label={TEXT.memberName} required rules={[schemaRule(memberCreateSchema.shape.name)]}>
                  <Input />
                </Form.Item>
                <Form.Item name="phone" label={TEXT.memberPhone} required rules={[schemaRule(memberCreateSchema.shape.phone)]}>
                  <Input type="tel" />
                </Form.Item>
                <Form.Item name="birthday" label={TEXT.birthday} trigger="onConfirm" onClick={(_e, ref) => ref.current?.open()}>
                  <DatePicker min={new Date(1940, 0, 1)} max={new Date()}>
                    {(value) => (value ? keepDates(dayjs(value).format('YYYY-MM-DD')) : TEXT.chooseTime)}
                  </DatePicker>
                </Form.Item>
                <Form.Item
                  name="agree"
                  valuePropName="checked"
                  rules={[
                    {
                      validator: async (_r, v: unknown) => {
                        if (v !== true) throw new Error('请阅读并同意会员协议');
                      },
                    },
                  ]}
                >
                  <Checkbox>{TEXT.agree}</Checkbox>
                </Form.Item>
              </Form>
            </>
          )
        }
      </Loadable>
    </PageFrame>
  );
}
