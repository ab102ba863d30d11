/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { PageFrame } from '@campus/ui';
import { Button, ErrorBlock, List } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { goBack } from '../navigation.ts';
import { receptionDrafts, type PickTarget } from '../stores/reception-drafts.ts';

const styles = {
  actions: css({ display: 'flex', gap: 12 }),
  remove: css({ padding: '4px 8px', border: 0, background: 'none', color: 'var(--adm-color-danger)', font: 'inherit', cursor: 'pointer' }),
};

export interface SelectedStaffsScreenProps {
  title: string;
  target: PickTarget;
  /** The picker, to add more people. */
  pickerPath: string;
  /** The form the people are for, when the screen was opened directly. */
  fallback: string;
}

/** Reviews the people chosen (receptionSelectedStaffs and its kin): remove one, add more, or done. */
export const SelectedStaffsScreen = observer(function SelectedStaffsScreen({
  title,
  target,
  pickerPath,
  fallback,
}: SelectedStaffsScreenProps) {
  const navigate = useNavigate();
  const people = receptionDrafts.people(target);
  return (
    <PageFrame
      title={title}
      footer={
        <div css={styles.actions}>
          <Button block size="large" onClick={() => void navigate(pickerPath, { replace: true })}>
            继续添加
          </Button>
          <Button block size="large" color="primary" onClick={() => goBack(navigate, fallback)}>
            完成（{people.length}人）
          </Button>
        </div>
      }
    >
      {people.length === 0 ? (
        <ErrorBlock status="empty" title="还没有选择人员" description={null} />
      ) : (
        <List mode="card" header={`已选 ${people.length} 人`} data-testid="selected-staffs">
          {people.map((person) => (
            <List.Item
              key={person.id}
              description={person.description}
              extra={
                <button
                  type="button"
                  css={styles.remove}
                  aria-label={`移除${person.name}`}
                  onClick={() => receptionDrafts.removePerson(target, person.id)}
                >
                  移除
                </button>
              }
            >
              {person.name}
            </List.Item>
          ))}
        </List>
      )}
    </PageFrame>
  );
});
