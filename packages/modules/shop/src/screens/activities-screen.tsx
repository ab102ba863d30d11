/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { textField, type Activity, type FileRef } from '@campus/contracts';
import { showToast, useRouteHandle } from '@campus/core';
import { AttachmentUploader, ListPage, PageFrame, SectionCard, loadErrorText, schemaRule, useLoader, keepDates } from '@campus/ui';
import { Button, DatePicker, Form, Input, List, Popup, Space, Tag, TextArea } from 'antd-mobile';
import dayjs from 'dayjs';
import { useState } from 'react';
import { cancelSignUpActivity, createActivity, fetchActivities, fetchActivity, signUpActivity } from '../api.ts';
import { FormPopup } from '../components/form-popup.tsx';
import { GoodsPicture } from '../components/goods-picture.tsx';
import { ShopChoice, defaultShopChoice, shopIdOf } from '../components/shop-choice.tsx';
import { useManage } from '../hooks.ts';
import { TEXT } from '../texts.ts';

const styles = {
  head: css({ display: 'flex', gap: 10 }),
  body: css({
    flex: 1,
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: 4,
    fontSize: 13,
    color: 'var(--adm-color-text-secondary)',
  }),
  text: css({ fontSize: 14, color: 'var(--adm-color-text)', lineHeight: 1.5 }),
  actions: css({ marginTop: 10, display: 'flex', justifyContent: 'flex-end' }),
  sheet: css({ padding: '12px 0 16px', maxHeight: '70vh', overflowY: 'auto' }),
  sheetTitle: css({ fontSize: 16, fontWeight: 600, padding: '0 16px 8px' }),
};

const TONE = { open: 'success', full: 'warning', ended: 'default' } as const;

function Signups({ id, onClose }: { id: string; onClose: () => void }) {
  const detail = useLoader(() => fetchActivity(id), [id]);
  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} bodyStyle={{ borderRadius: '12px 12px 0 0' }}>
      <div css={styles.sheet} role="dialog" aria-label={TEXT.signups}>
        <div css={styles.sheetTitle}>
          {TEXT.signups}
          {detail.data ? ` · ${TEXT.places(detail.data.signed_count, detail.data.capacity)}` : ''}
        </div>
        <List>
          {(detail.data?.signups ?? []).map((s) => (
            <List.Item key={s.staff.id} description={s.department ?? undefined} extra={keepDates(s.created_time.slice(0, 16))}>
              {s.staff.name}
            </List.Item>
          ))}
          {detail.data?.signups.length === 0 && <List.Item>{TEXT.noSignups}</List.Item>}
        </List>
      </div>
    </Popup>
  );
}

function ActivityCard({ activity, onChanged, onSignups }: { activity: Activity; onChanged: () => void; onSignups: () => void }) {
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await call();
      void showToast(done, { icon: 'success' });
      onChanged();
    } catch (error) {
      void showToast(loadErrorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <SectionCard
      title={activity.title}
      extra={
        <Tag color={TONE[activity.state]} fill="outline">
          {activity.state_label}
        </Tag>
      }
    >
      <div css={styles.head}>
        {activity.cover && <GoodsPicture picture={activity.cover} size={64} />}
        <div css={styles.body}>
          <span css={styles.text}>{activity.description}</span>
          <span>
            {keepDates(activity.start_time.slice(0, 16))} ~ {keepDates(activity.end_time.slice(5, 16))} · {activity.place}
          </span>
          <span>
            {TEXT.places(activity.signed_count, activity.capacity)}
            {activity.shop ? ` · ${activity.shop.name}` : ''}
          </span>
        </div>
      </div>
      <div css={styles.actions}>
        <Space>
          {activity.can_manage && (
            <Button size="small" fill="none" onClick={onSignups}>
              {TEXT.signups}
            </Button>
          )}
          {activity.signed_up ? (
            <Button
              size="small"
              fill="outline"
              loading={busy}
              onClick={() => void run(() => cancelSignUpActivity(activity.id), TEXT.signUpCancelled)}
            >
              {TEXT.cancelSignUp}
            </Button>
          ) : (
            <Button
              size="small"
              color="primary"
              loading={busy}
              disabled={activity.state !== 'open'}
              onClick={() => void run(() => signUpActivity(activity.id), TEXT.signedUp)}
            >
              {TEXT.signUp}
            </Button>
          )}
        </Space>
      </div>
    </SectionCard>
  );
}

interface ActivityValues {
  shop_id?: string[];
  title?: string;
  description?: string;
  place?: string;
  start_at?: Date;
  end_at?: Date;
  capacity?: string;
  cover?: FileRef[];
}

/** A date and time field on antd's DatePicker (minutes). */
function TimeField({ name, label }: { name: string; label: string }) {
  return (
    <Form.Item
      name={name}
      label={label}
      required
      trigger="onConfirm"
      onClick={(_e, ref) => ref.current?.open()}
      rules={[{ required: true, message: `请选择${label}` }]}
    >
      <DatePicker precision="minute" min={new Date()} max={dayjs().add(1, 'year').toDate()}>
        {(value) => (value ? dayjs(value).format('YYYY-MM-DD HH:mm') : TEXT.chooseTime)}
      </DatePicker>
    </Form.Item>
  );
}

/** /activities: events with sign-up for everyone; merchants and admins publish and see who signed up. */
export default function ActivitiesScreen() {
  const title = useRouteHandle()?.title ?? TEXT.entries.activities;
  const manage = useManage();
  const m = manage.data;
  const canPublish = m !== undefined && (m.is_admin || m.is_merchant);
  const [adding, setAdding] = useState(false);
  const [signups, setSignups] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const [form] = Form.useForm();
  return (
    <PageFrame
      title={title}
      right={
        canPublish ? (
          <Button size="small" fill="none" onClick={() => setAdding(true)}>
            {TEXT.newActivity}
          </Button>
        ) : undefined
      }
    >
      <ListPage<Activity>
        reloadKey={round}
        load={(page, size) => fetchActivities(page, size)}
        keyOf={(a) => a.id}
        empty={TEXT.noActivities}
        renderItem={(a) => <ActivityCard activity={a} onChanged={() => setRound((r) => r + 1)} onSignups={() => setSignups(a.id)} />}
      />
      {signups && <Signups id={signups} onClose={() => setSignups(null)} />}
      {adding && m && (
        <FormPopup<ActivityValues>
          title={TEXT.newActivity}
          form={form}
          initialValues={{ shop_id: defaultShopChoice(m), cover: [] }}
          onClose={() => setAdding(false)}
          submit={async (v) => {
            await createActivity({
              shop_id: shopIdOf(v.shop_id, m),
              title: v.title ?? '',
              description: v.description ?? '',
              place: v.place ?? '',
              start_at: v.start_at ? v.start_at.toISOString() : '',
              end_at: v.end_at ? v.end_at.toISOString() : '',
              capacity: Number(v.capacity ?? ''),
              cover: (v.cover ?? []).map((f) => f.id),
            });
            void showToast(TEXT.activitySaved, { icon: 'success' });
            setAdding(false);
            setRound((r) => r + 1);
          }}
        >
          <ShopChoice manage={m} />
          <Form.Item name="title" label={TEXT.activityTitle} required rules={[schemaRule(textField('活动名称', 40))]}>
            <Input />
          </Form.Item>
          <Form.Item name="description" label={TEXT.activityDescription} required rules={[schemaRule(textField('活动介绍', 1000))]}>
            <TextArea autoSize={{ minRows: 2, maxRows: 5 }} />
          </Form.Item>
          <Form.Item name="place" label={TEXT.place} required rules={[schemaRule(textField('活动地点', 60))]}>
            <Input />
          </Form.Item>
          <TimeField name="start_at" label={TEXT.startTime} />
          <TimeField name="end_at" label={TEXT.endTime} />
          <Form.Item name="capacity" label={TEXT.capacity} required>
            <Input type="number" inputMode="numeric" />
          </Form.Item>
          <Form.Item name="cover" label={TEXT.cover}>
            <AttachmentUploader accept="image" maxCount={1} />
          </Form.Item>
        </FormPopup>
      )}
    </PageFrame>
  );
}
