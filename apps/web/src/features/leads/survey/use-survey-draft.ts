import { useCallback, useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { emptyAnswers, hasAnswers, sanitizeAnswers, type SurveyAnswers } from './survey-steps';

export const SURVEY_DRAFT_KEY = 'siteSurveyDraft';

export type SurveyStage = 'intro' | 'question' | 'summary';

/** Where the customer is in the wizard, and what they have answered so far. */
export type SurveyDraft = { answers: SurveyAnswers; stage: SurveyStage; stepId: string | null };

export const emptyDraft = (): SurveyDraft => ({
  answers: emptyAnswers(),
  stage: 'intro',
  stepId: null,
});

const isPristine = (draft: SurveyDraft) => draft.stage === 'intro' && !hasAnswers(draft.answers);

/** The stored draft, checked; a missing, broken or edited one starts over. */
export function readSurveyDraft(): SurveyDraft {
  try {
    const raw = JSON.parse(sessionStorage.getItem(SURVEY_DRAFT_KEY) ?? 'null') as unknown;
    if (!raw || typeof raw !== 'object') return emptyDraft();
    const { answers, stage, stepId } = raw as Record<string, unknown>;
    return {
      answers: sanitizeAnswers(answers),
      stage: stage === 'question' || stage === 'summary' ? stage : 'intro',
      stepId: typeof stepId === 'string' ? stepId : null,
    };
  } catch {
    return emptyDraft();
  }
}

/**
 * The survey in progress, kept in sessionStorage so a reload (or a look at another page in
 * the same tab) does not lose it, and closing the tab does: the answers include contact
 * details, which should not outlive the visit on a shared computer.
 */
export function useSurveyDraft(): [SurveyDraft, Dispatch<SetStateAction<SurveyDraft>>, () => void] {
  const [draft, setDraft] = useState(readSurveyDraft);

  useEffect(() => {
    try {
      if (isPristine(draft)) sessionStorage.removeItem(SURVEY_DRAFT_KEY);
      else sessionStorage.setItem(SURVEY_DRAFT_KEY, JSON.stringify(draft));
    } catch {
      // Storage can be full or switched off (private windows): the wizard still works, it
      // just does not survive a reload.
    }
  }, [draft]);

  const clear = useCallback(() => {
    try {
      sessionStorage.removeItem(SURVEY_DRAFT_KEY);
    } catch {
      // As above: nothing was stored.
    }
    setDraft(emptyDraft());
  }, []);

  return [draft, setDraft, clear];
}
