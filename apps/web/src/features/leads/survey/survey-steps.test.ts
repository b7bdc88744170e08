import { describe, expect, it } from 'vitest';
import { siteSurveySchema } from '@shop/contract';
import {
  COUNT_MESSAGE,
  EMAIL_MESSAGE,
  REQUIRED_MESSAGE,
  STEP_MESSAGE_PATH,
  SURVEY_STEPS,
  buildPayload,
  buildSummary,
  emptyAnswers,
  fieldLabel,
  sanitizeAnswers,
  stepForField,
  stepSchema,
  visibleSteps,
  type SurveyAnswers,
  type SurveyStep,
} from './survey-steps';

const stepById = (id: string): SurveyStep => SURVEY_STEPS.find((s) => s.id === id)!;
const ids = (answers: SurveyAnswers) => visibleSteps(answers).map((s) => s.id);
const CONDITIONAL = ['buildingDistance', 'otherLocations', 'nighttimeRecording', 'ptzCount'];

/** Every question answered, with all four conditional steps called for. */
function fullAnswers(): SurveyAnswers {
  return {
    ...emptyAnswers(),
    surveyType: 'upgrade',
    propertyType: 'commercial',
    buildingCount: '2',
    buildingDistance: '250',
    pointOfSale: 'yes',
    application: ['indoors', 'outdoors'],
    cameraLocations: {
      entranceExit: '3',
      parkingLot: '2',
      perimeter: '',
      hallways: '0',
      exterior: '',
      other: '1',
    },
    otherLocations: '  Loading dock  ',
    cameraResolutions: { '4mp': '4', '6mp': '', '8mp': '2', notSure: '' },
    infrastructure: ['ethernet'],
    transmissionMethods: [],
    viewingTypes: ['recognition', 'identify'],
    lightingConditions: ['daylight', 'daynight'],
    nighttimeRecording: 'cnv',
    ptzCameras: 'yes',
    ptzCount: '2',
    lensTypes: { fixed: '', fisheye: '', motorized: '' },
    focalLengths: ['2.8mm'],
    storage: '30-45',
    cloudRecording: 'no',
    analytics: ['motion', 'license'],
    notes: '',
    timeframe: 'month',
    customerName: ' Ann Lee ',
    customerEmail: 'ann@example.com ',
    customerPhone: '',
    customerCompany: 'Lee Retail',
    siteStreet: '',
    siteCity: '',
    siteState: '',
    siteZip: '',
  };
}

describe('survey steps', () => {
  it('ask for every field of the payload exactly once', () => {
    const asked = SURVEY_STEPS.flatMap((s) =>
      s.kind === 'contact'
        ? s.inputs.map((i) => i.field)
        : [s.kind === 'address' ? 'siteAddress' : s.field],
    );
    expect(new Set(asked).size).toBe(asked.length);
    expect([...asked].sort()).toEqual(Object.keys(buildPayload(fullAnswers())).sort());
    expect(SURVEY_STEPS.at(-1)!.kind).toBe('contact');
  });

  it('every condition reads only answers to earlier steps', () => {
    // Changing a later answer must never hide the step being shown.
    for (const [index, step] of SURVEY_STEPS.entries()) {
      if (!step.when) continue;
      const answers = fullAnswers();
      const later = SURVEY_STEPS.slice(index);
      for (const s of later) {
        if (s.kind === 'contact' || s.kind === 'address') continue;
        (answers as Record<string, unknown>)[s.field] = emptyAnswers()[s.field];
      }
      expect(step.when(answers), step.id).toBe(true);
    }
  });
});

describe('visibleSteps', () => {
  it('skips the conditional steps until their answers call for them', () => {
    const empty = ids(emptyAnswers());
    expect(empty).toHaveLength(SURVEY_STEPS.length - CONDITIONAL.length);
    for (const id of CONDITIONAL) expect(empty).not.toContain(id);
    expect(ids(fullAnswers())).toEqual(SURVEY_STEPS.map((s) => s.id));
  });

  it('asks the building distance only for more than one building', () => {
    expect(ids({ ...emptyAnswers(), buildingCount: '1' })).not.toContain('buildingDistance');
    for (const count of ['2', '3', '4'])
      expect(ids({ ...emptyAnswers(), buildingCount: count })).toContain('buildingDistance');
  });

  it('asks about other locations only when "other" has a camera', () => {
    const withOther = (other: string) => ({
      ...emptyAnswers(),
      cameraLocations: { ...emptyAnswers().cameraLocations, other },
    });
    expect(ids(withOther('0'))).not.toContain('otherLocations');
    expect(ids(withOther(''))).not.toContain('otherLocations');
    expect(ids(withOther('2'))).toContain('otherLocations');
  });

  it('asks about night recording only for night-time or day-and-night lighting', () => {
    const lit = (lightingConditions: string[]) => ids({ ...emptyAnswers(), lightingConditions });
    expect(lit(['daylight'])).not.toContain('nighttimeRecording');
    expect(lit(['nighttime'])).toContain('nighttimeRecording');
    expect(lit(['daylight', 'daynight'])).toContain('nighttimeRecording');
  });

  it('asks how many PTZ cameras only after a yes', () => {
    expect(ids({ ...emptyAnswers(), ptzCameras: 'no' })).not.toContain('ptzCount');
    expect(ids({ ...emptyAnswers(), ptzCameras: 'yes' })).toContain('ptzCount');
  });
});

describe('stepSchema', () => {
  /** A step's verdict as the wizard shows it: the message above Next, the inputs it marks. */
  const check = (id: string, patch: Partial<SurveyAnswers>) => {
    const result = stepSchema(stepById(id)).safeParse({ ...emptyAnswers(), ...patch });
    if (result.success) return null;
    const message = result.error.issues.find((i) => i.path[0] === STEP_MESSAGE_PATH)?.message;
    const fields: Record<string, string> = {};
    for (const issue of result.error.issues)
      if (issue.path[0] !== STEP_MESSAGE_PATH) fields[String(issue.path.at(-1))] ??= issue.message;
    return Object.keys(fields).length > 0 ? { message, fields } : { message };
  };

  it('a required radio needs a value', () => {
    expect(check('surveyType', {})).toEqual({ message: REQUIRED_MESSAGE });
    expect(check('surveyType', { surveyType: 'new' })).toBeNull();
  });

  it('a required checkbox group needs one choice; an optional one none', () => {
    expect(check('analytics', {})).toEqual({ message: REQUIRED_MESSAGE });
    expect(check('analytics', { analytics: ['none'] })).toBeNull();
    expect(check('transmissionMethods', {})).toBeNull();
  });

  it('a required number grid needs one non-zero count', () => {
    const grid = (cameraLocations: Record<string, string>) =>
      check('cameraLocations', { cameraLocations });
    expect(grid({ entranceExit: '', parkingLot: '0' })).toEqual({ message: REQUIRED_MESSAGE });
    expect(grid({ entranceExit: '1' })).toBeNull();
  });

  it('counts are whole numbers from 0 to 500, even on an optional grid', () => {
    for (const bad of ['2.5', '-1', '501', '1e2'])
      expect(check('lensTypes', { lensTypes: { fixed: bad } }), bad).toEqual({
        message: COUNT_MESSAGE,
        fields: { fixed: COUNT_MESSAGE },
      });
    expect(check('lensTypes', { lensTypes: { fixed: '500' } })).toBeNull();
    expect(check('lensTypes', {})).toBeNull();
  });

  it('a shown number step needs a whole number in its range', () => {
    expect(check('buildingDistance', { buildingDistance: ' ' })).toEqual({
      message: REQUIRED_MESSAGE,
    });
    expect(check('buildingDistance', { buildingDistance: '0' })).toBeNull();
    expect(check('buildingDistance', { buildingDistance: '100001' })?.message).toBe(
      'Please enter a whole number from 0 to 100,000.',
    );
    expect(check('ptzCount', { ptzCount: '0' })?.fields).toEqual({
      ptzCount: 'Please enter a whole number from 1 to 500.',
    });
    expect(check('ptzCount', { ptzCount: '3' })).toBeNull();
  });

  it('text needs more than blanks when required; notes never do', () => {
    expect(check('otherLocations', { otherLocations: '   ' })).toEqual({
      message: REQUIRED_MESSAGE,
    });
    expect(check('otherLocations', { otherLocations: 'Dock' })).toBeNull();
    expect(check('notes', {})).toBeNull();
  });

  it('the contact step needs a name and a valid-looking e-mail; phone and company are optional', () => {
    expect(check('contact', {})).toEqual({
      message: REQUIRED_MESSAGE,
      fields: {
        customerName: 'Please enter your name.',
        customerEmail: 'Please enter your e-mail address.',
      },
    });
    expect(check('contact', { customerName: 'Ann', customerEmail: 'ann@example' })).toEqual({
      message: EMAIL_MESSAGE,
      fields: { customerEmail: EMAIL_MESSAGE },
    });
    expect(check('contact', { customerName: 'Ann', customerEmail: 'ann@example.com' })).toBeNull();
  });
});

describe('buildSummary', () => {
  it('lists the answered questions with labels, never raw keys, then the contact details', () => {
    const rows = buildSummary(fullAnswers());
    const byLabel = Object.fromEntries(rows.map((r) => [r.label, r.value]));
    expect(byLabel).toMatchObject({
      'Project type': 'Upgrade an existing system',
      Buildings: '2 buildings',
      'Distance between buildings': '250 feet',
      'Point of sale coverage': 'Yes',
      Installation: 'Indoors, Outdoors',
      'Cameras by area': 'Entrances and exits: 3, Parking lot: 2, Other areas: 1',
      'Other areas': 'Loading dock',
      'Cameras by resolution': '4MP: 4, 8MP/4K: 2',
      'Level of detail': 'Recognition, Identification',
      'Night recording': 'Color night vision',
      'Number of PTZ cameras': '2',
      'Recording storage': '30-45 days',
      'Cloud backup': 'No',
      'Video analytics': 'Motion detection, License plate recognition',
      Timeframe: 'Within a month',
    });
    // Unanswered optional questions are left out.
    expect(byLabel).not.toHaveProperty('Preferred connections');
    expect(byLabel).not.toHaveProperty('Cameras by lens');
    expect(byLabel).not.toHaveProperty('Notes');
    const text = JSON.stringify(rows);
    // The contact details close the list, one per line; no blank phone.
    expect(rows.at(-1)).toEqual({
      id: 'contact',
      label: 'Contact details',
      value: 'Ann Lee\nann@example.com\nLee Retail',
    });
    expect(text).not.toMatch(/entranceExit|daynight|"cnv"/);
  });

  it('leaves out answers to questions that no longer apply', () => {
    const rows = buildSummary({ ...fullAnswers(), buildingCount: '1', ptzCameras: 'no' });
    const labels = rows.map((r) => r.label);
    expect(labels).not.toContain('Distance between buildings');
    expect(labels).not.toContain('Number of PTZ cameras');
  });
});

describe('buildPayload', () => {
  it('turns the answers into a body the server accepts', () => {
    const payload = buildPayload(fullAnswers());
    expect(payload).toMatchObject({
      buildingCount: 2,
      buildingDistance: 250,
      cameraLocations: {
        entranceExit: 3,
        parkingLot: 2,
        perimeter: 0,
        hallways: 0,
        exterior: 0,
        other: 1,
      },
      cameraResolutions: { '4mp': 4, '6mp': 0, '8mp': 2, notSure: 0 },
      otherLocations: 'Loading dock',
      nighttimeRecording: 'cnv',
      ptzCount: 2,
      lensTypes: { fixed: 0, fisheye: 0, motorized: 0 },
      notes: null,
      customerName: 'Ann Lee',
      customerEmail: 'ann@example.com',
      customerPhone: null,
      customerCompany: 'Lee Retail',
    });
    expect(siteSurveySchema.safeParse(payload).success).toBe(true);
  });

  it('drops answers to skipped questions', () => {
    const payload = buildPayload({
      ...fullAnswers(),
      buildingCount: '1',
      cameraLocations: { ...fullAnswers().cameraLocations, other: '0' },
      lightingConditions: ['daylight'],
      ptzCameras: 'no',
    });
    expect(payload).toMatchObject({
      buildingDistance: null,
      otherLocations: null,
      nighttimeRecording: null,
      ptzCount: 0,
    });
    expect(siteSurveySchema.safeParse(payload).success).toBe(true);
  });
});

describe('sanitizeAnswers', () => {
  it('keeps only known options, digit counts and bounded text from storage', () => {
    const answers = sanitizeAnswers({
      surveyType: 'demolish',
      propertyType: 'commercial',
      analytics: ['motion', '<script>', 'none'],
      cameraLocations: { entranceExit: '4', parkingLot: '-3', secret: '9' },
      ptzCount: { $gt: 1 },
      notes: 'x'.repeat(6000),
      customerName: 42,
      extra: 'ignored',
    });
    expect(answers.surveyType).toBe('');
    expect(answers.propertyType).toBe('commercial');
    expect(answers.analytics).toEqual(['motion', 'none']);
    expect(answers.cameraLocations).toEqual({
      ...emptyAnswers().cameraLocations,
      entranceExit: '4',
    });
    expect(answers.ptzCount).toBe('');
    expect(answers.notes).toHaveLength(5000);
    expect(answers.customerName).toBe('');
    expect(answers).not.toHaveProperty('extra');
    expect(sanitizeAnswers('nonsense')).toEqual(emptyAnswers());
  });
});

describe('server field errors', () => {
  it('lead back to their question with a readable name', () => {
    expect(stepForField('customerEmail')?.id).toBe('contact');
    expect(fieldLabel('customerEmail')).toBe('E-mail');
    expect(stepForField('cameraLocations.other')?.id).toBe('cameraLocations');
    expect(fieldLabel('cameraLocations.other')).toBe('Cameras by area');
    expect(stepForField('_')).toBeUndefined();
    expect(fieldLabel('_')).toBeUndefined();
  });
});
