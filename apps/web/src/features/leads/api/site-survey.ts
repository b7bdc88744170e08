import type { SiteSurveyInput, SiteSurveyResponse } from '@shop/contract';
import { api } from '../../../lib/api-client';

/** POST /api/site-survey: the free site survey; answers the estimate. */
export const sendSiteSurvey = (input: SiteSurveyInput) =>
  api.post<SiteSurveyResponse>('/site-survey', input);
