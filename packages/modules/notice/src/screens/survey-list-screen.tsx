/** @jsxImportSource @emotion/react */
import type { SurveyItem } from '@campus/contracts';
import { ListPage, PageFrame } from '@campus/ui';
import { useNavigate } from 'react-router-dom';
import { fetchSurveys } from '../api.ts';
import { rowStyles } from '../components/row-styles.ts';
import { SurveyCard } from '../components/survey-card.tsx';
import { PATHS, withId } from '../paths.ts';
import { TEXT } from '../texts.ts';
import { titleOf } from '../titles.ts';

/** The questionnaires (/survey): whether I answered each; the results for their publisher. */
export default function SurveyListScreen() {
  const navigate = useNavigate();
  return (
    <PageFrame title={titleOf('survey')}>
      <div css={rowStyles.list}>
        <ListPage<SurveyItem>
          load={fetchSurveys}
          keyOf={(survey) => survey.id}
          empty={TEXT.noSurveys}
          renderItem={(survey) => (
            <SurveyCard
              survey={survey}
              onOpen={(item) => navigate(withId(PATHS.surveyFill, item.id))}
              onResults={(item) => navigate(withId(PATHS.surveyReview, item.id))}
            />
          )}
        />
      </div>
    </PageFrame>
  );
}
