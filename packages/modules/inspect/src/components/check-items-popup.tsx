/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { FileRef, RoundInfo, RoundPoint } from '@campus/contracts';
import { AttachmentUploader, FieldErrorText, refusalText, NamedTextArea } from '@campus/ui';
import { Button, List, Popup, Selector } from 'antd-mobile';
import { useState } from 'react';
import { submitResults } from '../api.ts';

const styles = {
  body: css({ maxHeight: '88vh', overflowY: 'auto', paddingBottom: 'env(safe-area-inset-bottom)' }),
  title: css({ fontSize: 17, fontWeight: 600, textAlign: 'center', padding: '14px 12px 0' }),
  sub: css({ fontSize: 13, color: 'var(--adm-color-text-secondary)', textAlign: 'center', paddingBottom: 8 }),
  item: css({ display: 'flex', flexDirection: 'column', gap: 8 }),
  footer: css({ padding: 12 }),
};

interface Answer {
  result: 'normal' | 'abnormal';
  remark: string;
  photos: FileRef[];
}

/** The answers a scanned point starts with: what was recorded, else every item normal. */
function initialAnswers(point: RoundPoint): Record<string, Answer> {
  const answers: Record<string, Answer> = {};
  for (const item of point.items) {
    const recorded = point.record?.results.find((r) => r.item_id === item.id);
    answers[item.id] = { result: recorded?.result ?? 'normal', remark: recorded?.remark ?? '', photos: recorded?.photos ?? [] };
  }
  return answers;
}

/**
 * The check items of a scanned point (issue 39): each normal or abnormal; an abnormal one needs a
 * photo (and a word on what is wrong) and opens a rectification.
 */
export function CheckItemsPopup({
  point,
  onClose,
  onDone,
}: {
  point: RoundPoint | null;
  onClose: () => void;
  onDone: (round: RoundInfo, abnormal: number) => void;
}) {
  return (
    <Popup
      visible={point !== null}
      onMaskClick={onClose}
      onClose={onClose}
      destroyOnClose
      bodyStyle={{ borderTopLeftRadius: 8, borderTopRightRadius: 8 }}
    >
      {point && <CheckItemsForm point={point} onDone={onDone} />}
    </Popup>
  );
}

function CheckItemsForm({ point, onDone }: { point: RoundPoint; onDone: (round: RoundInfo, abnormal: number) => void }) {
  const [answers, setAnswers] = useState(() => initialAnswers(point));
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const set = (id: string, change: Partial<Answer>) => {
    setMessage(null);
    setAnswers((all) => ({ ...all, [id]: { ...(all[id] as Answer), ...change } }));
  };

  const submit = async () => {
    const record = point.record;
    if (!record) return;
    const missingPhoto = point.items.find((i) => answers[i.id]?.result === 'abnormal' && answers[i.id]?.photos.length === 0);
    if (missingPhoto) {
      setMessage(`${missingPhoto.name}：异常项请上传照片`);
      return;
    }
    setBusy(true);
    try {
      const results = point.items.map((i) => {
        const a = answers[i.id] as Answer;
        return {
          item_id: i.id,
          result: a.result,
          ...(a.remark.trim() ? { remark: a.remark.trim() } : {}),
          photos: a.result === 'abnormal' ? a.photos.map((f) => f.id) : [],
        };
      });
      const round = await submitResults(record.id, { results });
      onDone(round, results.filter((r) => r.result === 'abnormal').length);
    } catch (error) {
      setMessage(refusalText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div css={styles.body} role="dialog" aria-label={`${point.name}检查项`} data-testid="check-items">
      <div css={styles.title}>{point.name}</div>
      <div css={styles.sub}>{point.place}</div>
      <List>
        {point.items.map((item) => {
          const a = answers[item.id] as Answer;
          return (
            <List.Item key={item.id} title={item.name} data-testid="check-item">
              <div css={styles.item}>
                <Selector
                  columns={2}
                  value={[a.result]}
                  onChange={(v) => {
                    if (v[0]) set(item.id, { result: v[0] as Answer['result'] });
                  }}
                  options={[
                    { label: '正常', value: 'normal' },
                    { label: '异常', value: 'abnormal' },
                  ]}
                />
                {a.result === 'abnormal' && (
                  <>
                    <NamedTextArea
                      label={`${item.name}异常说明`}
                      placeholder="异常情况（选填）"
                      value={a.remark}
                      onChange={(v) => set(item.id, { remark: v })}
                      maxLength={200}
                      autoSize={{ minRows: 1, maxRows: 3 }}
                    />
                    <AttachmentUploader value={a.photos} onChange={(photos) => set(item.id, { photos })} />
                  </>
                )}
              </div>
            </List.Item>
          );
        })}
      </List>
      <div css={styles.footer}>
        <FieldErrorText message={message} />
        <Button block color="primary" size="large" loading={busy} onClick={() => void submit()}>
          提交检查结果
        </Button>
      </div>
    </div>
  );
}
