/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { FileRef } from '@campus/contracts';
import { confirmDialog, showToast } from '@campus/core';
import { AttachmentList, keepDates, refusalText, NamedTextArea } from '@campus/ui';
import { ErrorBlock, List, Steps, Tag } from 'antd-mobile';
import { useState } from 'react';

export type Tone = 'default' | 'primary' | 'success' | 'warning' | 'danger';

/** A state as a tag: the server's label, our tone. */
export function StateTag({ label, tone }: { label: string; tone: Tone }) {
  return (
    <Tag color={tone} fill="outline" data-testid="state-tag">
      {label}
    </Tag>
  );
}

/** A detail screen opened without its `?id=`. */
export function MissingId() {
  return <ErrorBlock status="empty" title="缺少参数，请从列表进入" description={null} />;
}

const styles = {
  event: css({ color: 'var(--adm-color-text-secondary)', fontSize: 13, lineHeight: 1.6 }),
};

export interface TimelineEntry {
  key: string;
  title: string;
  actor: string | null;
  time: string;
  remark: string | null;
  photos?: readonly FileRef[];
}

/** A record's history, oldest first: what happened, who, when, why, with its photos. */
export function Timeline({ entries, header = '处理记录' }: { entries: TimelineEntry[]; header?: string }) {
  if (entries.length === 0) return null;
  return (
    <List mode="card" header={header}>
      <List.Item>
        <Steps direction="vertical" current={entries.length - 1} data-testid="timeline">
          {entries.map((e) => (
            <Steps.Step
              key={e.key}
              status="finish"
              title={e.title}
              description={
                <div css={styles.event}>
                  <div>
                    {e.actor ? `${e.actor} · ` : ''}
                    {keepDates(e.time.slice(0, 16))}
                  </div>
                  {e.remark && <div>{e.remark}</div>}
                  {e.photos && e.photos.length > 0 && <AttachmentList files={e.photos} />}
                </div>
              }
            />
          ))}
        </Steps>
      </List.Item>
    </List>
  );
}

/** A reason typed in a dialog, or null when cancelled or left empty. */
export async function askText(title: string, label: string, placeholder: string, maxLength = 200): Promise<string | null> {
  let text = '';
  const ok = await confirmDialog(
    <NamedTextArea label={label} placeholder={placeholder} maxLength={maxLength} onChange={(v) => (text = v)} />,
    {
      title,
      confirmText: '提交',
      cancelText: '取消',
    },
  );
  return ok && text.trim() ? text.trim() : null;
}

/** One action at a time on a detail: busy while it runs, its refusal shown above the buttons. */
export function useAction<T>(onDone: (value: T) => void) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const run = async (work: () => Promise<T>, done: string) => {
    setBusy(true);
    setMessage(null);
    try {
      onDone(await work());
      void showToast(done, { icon: 'success' });
    } catch (error) {
      setMessage(refusalText(error));
    } finally {
      setBusy(false);
    }
  };
  return { busy, message, run, setMessage };
}
