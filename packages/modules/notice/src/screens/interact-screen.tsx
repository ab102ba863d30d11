/** @jsxImportSource @emotion/react */
import type { LeaveWord } from '@campus/contracts';
import { ListPage, PageFrame } from '@campus/ui';
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { fetchLeaveWords } from '../api.ts';
import { LeaveWordCard } from '../components/leave-word-card.tsx';
import { rowStyles } from '../components/row-styles.ts';
import { PATHS } from '../paths.ts';
import { TEXT } from '../texts.ts';
import { titleOf } from '../titles.ts';

/** My leave words (/interact) with the administration's replies, newest first; 我要留言 opens the form. */
export default function InteractScreen() {
  const navigate = useNavigate();
  return (
    <PageFrame
      title={titleOf('interact')}
      footer={
        <Button block color="primary" size="large" onClick={() => navigate(PATHS.interactLeaveWord)}>
          {TEXT.leaveWord}
        </Button>
      }
    >
      <div css={rowStyles.list}>
        <ListPage<LeaveWord>
          load={fetchLeaveWords}
          keyOf={(word) => word.id}
          empty={TEXT.noWords}
          renderItem={(word) => <LeaveWordCard word={word} />}
        />
      </div>
    </PageFrame>
  );
}
