import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderRoute, signedOut } from '../../test/render';
import {
  SURVEY_STEPS,
  emptyAnswers,
  visibleSteps,
  type SurveyAnswers,
  type SurveyStep,
} from '../../features/leads/survey/survey-steps';
import { SURVEY_DRAFT_KEY } from '../../features/leads/survey/use-survey-draft';

// The route's page loads lazily: the first render of a file can be slow on a busy machine.
configure({ asyncUtilTimeout: 3000 });
beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

type User = ReturnType<typeof userEvent.setup>;
const setup = () => userEvent.setup({ delay: null });

const REQUIRED = 'Please answer this question before continuing.';
const accepted = {
  status: 201,
  body: {
    success: true,
    surveyId: 42,
    estimatedCameras: 9,
    estimatedValue: 12345,
    message: 'Thank you! Your site survey has been received.',
  },
};

/** Every question answered, with the four conditional steps called for. */
const complete: SurveyAnswers = {
  ...emptyAnswers(),
  surveyType: 'new',
  propertyType: 'commercial',
  buildingCount: '2',
  buildingDistance: '300',
  pointOfSale: 'no',
  application: ['outdoors'],
  cameraLocations: { ...emptyAnswers().cameraLocations, parkingLot: '4', other: '1' },
  otherLocations: 'Loading dock',
  cameraResolutions: { ...emptyAnswers().cameraResolutions, '8mp': '5' },
  infrastructure: ['na'],
  viewingTypes: ['detection'],
  lightingConditions: ['nighttime'],
  nighttimeRecording: 'ir',
  ptzCameras: 'no',
  storage: 'notSure',
  cloudRecording: 'yes',
  analytics: ['none'],
  timeframe: 'asap',
  customerName: 'Ann Lee',
  customerEmail: 'ann@example.com',
  customerPhone: '702-555-0100',
  customerCompany: 'Lee Storage',
  siteStreet: '1200 Industrial Rd',
  siteCity: 'Las Vegas',
  siteState: 'nv',
  siteZip: '89102',
};

/** The questions every survey asks: "of M" in "Question N of M", whatever the answers. */
const TOTAL = SURVEY_STEPS.filter((s) => !s.when).length;

function saveDraft(stage: string, answers = complete, stepId: string | null = null) {
  sessionStorage.setItem(SURVEY_DRAFT_KEY, JSON.stringify({ answers, stage, stepId }));
}

const storedDraft = () =>
  JSON.parse(sessionStorage.getItem(SURVEY_DRAFT_KEY) ?? 'null') as {
    answers: SurveyAnswers;
    stage: string;
    stepId: string | null;
  } | null;

async function openSurvey() {
  mockApi({ ...signedOut, 'POST /api/site-survey': accepted });
  const utils = renderRoute('/survey');
  await screen.findByRole('heading', { level: 1, name: 'Free Site Survey' });
  return utils;
}

const questionHeading = (step: SurveyStep) =>
  screen.getByRole('heading', { level: 2, name: new RegExp(`^${escape(step.title)}`) });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const next = (user: User) =>
  user.click(screen.getByRole('button', { name: /^(Next|Review Answers)/ }));

/** Answers the shown step like a customer would, from the `complete` answers. */
async function answer(user: User, step: SurveyStep) {
  switch (step.kind) {
    case 'radio': {
      const option = step.options.find((o) => o.value === complete[step.field])!;
      await user.click(screen.getByRole('radio', { name: option.label }));
      break;
    }
    case 'checkbox':
      for (const value of complete[step.field]) {
        const option = step.options.find((o) => o.value === value)!;
        await user.click(screen.getByRole('checkbox', { name: option.label }));
      }
      break;
    case 'number-grid':
      for (const option of step.options) {
        const value = complete[step.field][option.value];
        if (value) await user.type(screen.getByRole('spinbutton', { name: option.label }), value);
      }
      break;
    case 'number':
      await user.type(screen.getByRole('spinbutton', { name: step.label }), complete[step.field]);
      break;
    case 'text':
    case 'textarea':
      if (complete[step.field])
        await user.type(screen.getByRole('textbox', { name: step.label }), complete[step.field]);
      break;
    case 'contact':
    case 'address':
      for (const input of step.inputs)
        await user.type(
          screen.getByLabelText(new RegExp(`^${input.label}`)),
          complete[input.field],
        );
      break;
  }
}

describe('/survey intro', () => {
  it('shows the four blurbs and a Start button, with no wizard navigation', async () => {
    await openSurvey();
    await waitFor(() => expect(document.title).toMatch(/^Free Site Survey \|/));
    for (const title of [
      'Free expert assessment',
      'Tailored recommendations',
      'Instant estimate',
      'No obligation',
    ])
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Survey' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Previous|Next/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('the navbar links to the survey now that it is built', async () => {
    mockApi(signedOut);
    renderRoute('/');
    const links = await screen.findAllByRole('link', { name: /Free Site Survey/ });
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toHaveAttribute('href', '/survey');
  });
});

describe('/survey steps', () => {
  it('moves one question at a time, with progress, focus and scrolling', async () => {
    await openSurvey();
    const user = setup();
    const toTop = vi.spyOn(window, 'scrollTo');
    const total = TOTAL;
    await user.click(screen.getByRole('button', { name: 'Start Survey' }));

    expect(screen.getByText(`Question 1 of ${total}`)).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Survey progress' });
    expect(bar).toHaveAttribute('aria-valuenow', String(Math.round((1 / total) * 100)));
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    await waitFor(() => expect(questionHeading(SURVEY_STEPS[0]!)).toHaveFocus());
    expect(toTop).toHaveBeenCalledWith({ top: 0, behavior: 'instant' });

    // The question is a labelled group.
    const group = screen.getByRole('group', { name: /What kind of project/ });
    expect(within(group).getAllByRole('radio')).toHaveLength(4);

    await user.click(screen.getByRole('radio', { name: 'Upgrade an existing system' }));
    toTop.mockClear();
    await next(user);
    expect(screen.getByText(`Question 2 of ${total}`)).toBeInTheDocument();
    await waitFor(() => expect(questionHeading(SURVEY_STEPS[1]!)).toHaveFocus());
    expect(toTop).toHaveBeenCalledWith({ top: 0, behavior: 'instant' });

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText(`Question 1 of ${total}`)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Upgrade an existing system' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('button', { name: 'Continue Survey' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('does not advance past an unanswered required question', async () => {
    await openSurvey();
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Start Survey' }));
    await next(user);
    expect(screen.getByRole('alert')).toHaveTextContent(REQUIRED);
    expect(screen.getByText(/^Question 1 of/)).toBeInTheDocument();
    // Answering clears the message.
    await user.click(screen.getByRole('radio', { name: 'New installation' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await next(user);
    expect(screen.getByText(/^Question 2 of/)).toBeInTheDocument();
  });

  it('asks the conditional questions only when they apply, as part of the question before: the count holds still', async () => {
    saveDraft(
      'question',
      { ...emptyAnswers(), surveyType: 'new', propertyType: 'commercial' },
      'buildingCount',
    );
    await openSurvey();
    const user = setup();
    expect(screen.getByText(`Question 3 of ${TOTAL}`)).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: '3 buildings' }));
    expect(screen.getByText(`Question 3 of ${TOTAL}`)).toBeInTheDocument();
    await next(user);
    expect(screen.getByText(`Question 3 of ${TOTAL}, follow-up`)).toBeInTheDocument();
    const distance = screen.getByRole('spinbutton', { name: 'Distance' });
    expect(distance).toHaveAttribute('min', '0');
    await next(user);
    expect(screen.getByRole('alert')).toHaveTextContent(REQUIRED);
    await user.type(distance, '12.5');
    await next(user);
    expect(screen.getByRole('alert')).toHaveTextContent(/whole number/);
    await user.clear(distance);
    await user.type(distance, '120');
    await next(user);
    expect(screen.getByRole('heading', { name: /point of sale/ })).toBeInTheDocument();
    expect(screen.getByText(`Question 4 of ${TOTAL}`)).toBeInTheDocument();

    // Back to one building: the distance question goes away again.
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('radio', { name: '1 building' }));
    expect(screen.getByText(`Question 3 of ${TOTAL}`)).toBeInTheDocument();
    await next(user);
    expect(screen.getByRole('heading', { name: /point of sale/ })).toBeInTheDocument();
    expect(screen.getByText(`Question 4 of ${TOTAL}`)).toBeInTheDocument();
  });

  it('a number grid needs one camera, takes whole counts from 0 to 500 and shows the total', async () => {
    saveDraft('question', emptyAnswers(), 'cameraLocations');
    await openSurvey();
    const user = setup();
    const parking = screen.getByRole('spinbutton', { name: 'Parking lot' });
    expect(parking).toHaveAttribute('min', '0');
    expect(parking).toHaveAttribute('max', '500');
    expect(screen.getAllByRole('spinbutton')).toHaveLength(6);
    await next(user);
    expect(screen.getByRole('alert')).toHaveTextContent(REQUIRED);

    await user.type(parking, '501');
    await next(user);
    expect(screen.getByRole('alert')).toHaveTextContent('whole numbers from 0 to 500');
    expect(parking).toHaveAttribute('aria-invalid', 'true');

    await user.clear(parking);
    await user.type(parking, '4');
    await user.type(screen.getByRole('spinbutton', { name: 'Other areas' }), '2');
    expect(screen.getByText('Total: 6 cameras')).toBeInTheDocument();
    await next(user);
    expect(screen.getByRole('heading', { name: /Which other areas/ })).toBeInTheDocument();
  });

  it('"None" in a checkbox group clears the other choices, and the other way round', async () => {
    saveDraft('question', emptyAnswers(), 'analytics');
    await openSurvey();
    const user = setup();
    const motion = screen.getByRole('checkbox', { name: 'Motion detection' });
    const none = screen.getByRole('checkbox', { name: 'None' });
    await user.click(motion);
    await user.click(none);
    expect(motion).not.toBeChecked();
    expect(none).toBeChecked();
    await user.click(motion);
    expect(none).not.toBeChecked();
  });

  it('optional questions can be skipped', async () => {
    saveDraft('question', emptyAnswers(), 'transmissionMethods');
    await openSurvey();
    const user = setup();
    expect(screen.getByRole('heading', { name: /connect.*Optional/ })).toBeInTheDocument();
    await next(user);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /How much detail/ })).toBeInTheDocument();
  });

  it('the contact step needs a name and a valid e-mail', async () => {
    saveDraft('question', { ...complete, customerName: '', customerEmail: '' }, 'contact');
    await openSurvey();
    const user = setup();
    const name = screen.getByLabelText(/^Your name/);
    const email = screen.getByLabelText(/^E-mail/);
    expect(email).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Phone/)).not.toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText(/^Company/)).not.toHaveAttribute('aria-required', 'true');
    await next(user);
    expect(screen.getByRole('alert')).toHaveTextContent(REQUIRED);
    expect(name).toHaveAttribute('aria-invalid', 'true');

    await user.type(name, 'Ann');
    await user.type(email, 'ann@');
    await next(user);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid e-mail address.');
    await user.type(email, 'example.com');
    await next(user);
    expect(screen.getByRole('heading', { name: 'Review your answers' })).toBeInTheDocument();
  });

  it('takes the focus to the first field a step still needs', async () => {
    saveDraft('question', { ...complete, customerName: 'Ann', customerEmail: 'ann@' }, 'contact');
    await openSurvey();
    const user = setup();
    const email = screen.getByLabelText(/^E-mail/);
    await next(user);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid e-mail address.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(email).toHaveFocus());
  });

  it('walks through every question to the summary and submits', async () => {
    const calls = mockApi({ ...signedOut, 'POST /api/site-survey': accepted });
    renderRoute('/survey');
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Start Survey' }));

    let answers = emptyAnswers();
    const seen: string[] = [];
    for (let index = 0; ; index++) {
      const steps = visibleSteps(answers);
      const step = steps[index];
      if (!step) break;
      expect(questionHeading(step)).toBeInTheDocument();
      await answer(user, step);
      answers = storedDraft()!.answers;
      // M never moves; N goes up by one, and a follow-up keeps its question's N.
      const progress = screen.getByText(new RegExp(`^Question \\d+ of ${TOTAL}`)).textContent!;
      seen.push(progress);
      await next(user);
      expect(screen.queryByRole('alert'), step.id).not.toBeInTheDocument();
    }
    expect(visibleSteps(answers).map((s) => s.id)).toEqual(
      SURVEY_STEPS.filter((s) => s.id !== 'ptzCount').map((s) => s.id),
    );
    expect(seen.slice(0, 5)).toEqual([
      `Question 1 of ${TOTAL}`,
      `Question 2 of ${TOTAL}`,
      `Question 3 of ${TOTAL}`,
      `Question 3 of ${TOTAL}, follow-up`,
      `Question 4 of ${TOTAL}`,
    ]);
    expect(seen.at(-1)).toBe(`Question ${TOTAL} of ${TOTAL}`);
    await screen.findByRole('heading', { name: 'Review your answers' });
    await user.click(screen.getByRole('button', { name: 'Submit Survey' }));
    await screen.findByText(/Your site survey has been submitted/);
    const sent = calls.find((c) => c.key === 'POST /api/site-survey')!.body;
    expect(sent).toMatchObject({
      surveyType: 'new',
      buildingCount: 2,
      buildingDistance: 300,
      cameraLocations: { parkingLot: 4, other: 1, entranceExit: 0 },
      otherLocations: 'Loading dock',
      cameraResolutions: { '8mp': 5 },
      nighttimeRecording: 'ir',
      ptzCameras: 'no',
      ptzCount: 0,
      customerName: 'Ann Lee',
      customerEmail: 'ann@example.com',
      siteAddress: {
        address: '1200 Industrial Rd',
        city: 'Las Vegas',
        state: 'nv',
        zipCode: '89102',
      },
    });
  });

  it('the site address is optional; once begun it must be whole, and the wrong part is named', async () => {
    saveDraft(
      'question',
      { ...complete, siteStreet: '', siteCity: '', siteState: '', siteZip: '' },
      'siteAddress',
    );
    await openSurvey();
    const user = setup();
    expect(screen.getByRole('heading', { name: /^Where is the site\?/ })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Street address/), '1200 Industrial Rd');
    await user.type(screen.getByLabelText(/^ZIP code/), '8910');
    await next(user);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please fill in the rest of the site address: city, state',
    );
    expect(screen.getByLabelText(/^City/)).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText(/^City/), 'Las Vegas');
    await user.type(screen.getByLabelText(/^State/), 'NV');
    await next(user);
    expect(screen.getByLabelText(/^ZIP code/)).toHaveAccessibleDescription(
      'Please enter a valid ZIP code (12345 or 12345-6789)',
    );
    await user.type(screen.getByLabelText(/^ZIP code/), '2');
    await next(user);
    expect(screen.getByRole('heading', { name: /^Where should we send/ })).toBeInTheDocument();
    // Left blank, it is not asked for.
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    for (const label of [/^Street address/, /^City/, /^State/, /^ZIP code/])
      await user.clear(screen.getByLabelText(label));
    await next(user);
    expect(screen.getByRole('heading', { name: /^Where should we send/ })).toBeInTheDocument();
  });
});

describe('/survey summary', () => {
  it('lists the answers with their labels, then the site address and the contact details', async () => {
    saveDraft('summary');
    await openSurvey();
    const list = screen.getByRole('heading', { name: 'Review your answers' }).parentElement!;
    expect(list).toHaveTextContent('Project type');
    expect(list).toHaveTextContent('New installation');
    expect(list).toHaveTextContent('Distance between buildings300 feet');
    expect(list).toHaveTextContent('Parking lot: 4, Other areas: 1');
    expect(list).toHaveTextContent('8MP/4K: 5');
    expect(list).toHaveTextContent('None / not sure');
    expect(list).toHaveTextContent('Infrared (IR)');
    expect(list).toHaveTextContent('As soon as possible');
    expect(list).toHaveTextContent('Site address1200 Industrial Rd Las Vegas, NV 89102');
    expect(list).toHaveTextContent(
      'Contact detailsAnn Lee ann@example.com 702-555-0100 Lee Storage',
    );
    expect(list).not.toHaveTextContent(/parkingLot|notSure|asap/);
    // Nothing was answered for these.
    expect(list).not.toHaveTextContent(/Preferred connections|Cameras by lens|Notes/);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('shows customer text as text', async () => {
    saveDraft('summary', { ...complete, otherLocations: '<img src=x onerror=alert(1)>' });
    await openSurvey();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('Edit Answers goes back to the last question', async () => {
    saveDraft('summary');
    await openSurvey();
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Edit Answers' }));
    expect(screen.getByText(`Question ${TOTAL} of ${TOTAL}`)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Your name/)).toHaveValue('Ann Lee');
  });

  it('submits: button disabled while sending, then the estimate, and the draft is gone', async () => {
    saveDraft('summary');
    const calls = mockApi({ ...signedOut, 'POST /api/site-survey': accepted });
    // Hold the answer back until the pending state has been checked.
    const answered = fetch;
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === '/api/site-survey') await gate;
      return answered(input, init);
    });
    renderRoute('/survey');
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Submit Survey' }));

    const busy = await screen.findByRole('button', { name: 'Submitting...' });
    expect(busy).toBeDisabled();
    release();

    const heading = await screen.findByRole('heading', {
      name: /Your site survey has been submitted/,
    });
    await waitFor(() => expect(heading).toHaveFocus());
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('#42');
    expect(status).toHaveTextContent('Estimated cameras9');
    expect(status).toHaveTextContent('$12,345');
    expect(status).not.toHaveTextContent('$12,345.00');
    expect(status).toHaveTextContent('24-48 hours');
    expect(sessionStorage.getItem(SURVEY_DRAFT_KEY)).toBeNull();
    expect(calls.filter((c) => c.key === 'POST /api/site-survey')).toHaveLength(1);
    expect(calls.find((c) => c.key === 'POST /api/site-survey')!.body).not.toHaveProperty(
      'website',
    );

    await user.click(screen.getByRole('button', { name: 'Start a new survey' }));
    expect(screen.getByRole('button', { name: 'Start Survey' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start Survey' }));
    expect(screen.getByRole('radio', { name: 'New installation' })).not.toBeChecked();
  });

  it('sends the honeypot only when something filled it', async () => {
    saveDraft('summary');
    const calls = mockApi({ ...signedOut, 'POST /api/site-survey': accepted });
    const { container } = renderRoute('/survey');
    const user = setup();
    const submit = await screen.findByRole('button', { name: 'Submit Survey' });
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.closest('[aria-hidden="true"]')).toHaveClass('visually-hidden');
    await user.type(trap, 'https://spam.example');
    await user.click(submit);
    await screen.findByRole('heading', { name: /Your site survey has been submitted/ });
    const sent = calls.find((c) => c.key === 'POST /api/site-survey')!.body as Record<
      string,
      unknown
    >;
    expect(sent.website).toBe('https://spam.example');
  });

  it('shows the server message and its field errors when the survey is refused', async () => {
    saveDraft('summary');
    mockApi({
      ...signedOut,
      'POST /api/site-survey': {
        status: 400,
        body: {
          error: 'A valid e-mail address is required',
          errors: { customerEmail: 'A valid e-mail address is required' },
        },
      },
    });
    renderRoute('/survey');
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Submit Survey' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Sorry, there was an error submitting your survey: A valid e-mail address is required',
    );
    expect(alert).toHaveTextContent('E-mail: A valid e-mail address is required');
    expect(alert).toHaveTextContent(/try again.*call us/);
    expect(screen.getByRole('button', { name: 'Submit Survey' })).toBeEnabled();
    // The answers are kept for another try.
    expect(storedDraft()?.stage).toBe('summary');

    await user.click(within(alert).getByRole('button', { name: 'Change E-mail' }));
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('ann@example.com');
  });

  it('falls back to "Failed to submit survey" when the server says nothing useful', async () => {
    saveDraft('summary');
    mockApi({ ...signedOut, 'POST /api/site-survey': { status: 500, body: {} } });
    renderRoute('/survey');
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Submit Survey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, there was an error submitting your survey: Failed to submit survey',
    );
  });
});

describe('/survey draft', () => {
  it('keeps the answers and the current question across a reload', async () => {
    const { unmount } = await openSurvey();
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Start Survey' }));
    await user.click(screen.getByRole('radio', { name: 'Expand an existing system' }));
    await next(user);
    await user.click(screen.getByRole('radio', { name: 'Residential' }));
    unmount();
    vi.unstubAllGlobals();

    await openSurvey();
    expect(screen.getByText(/^Question 2 of/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Residential' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('radio', { name: 'Expand an existing system' })).toBeChecked();
  });

  it('ignores a stored draft that was tampered with', async () => {
    sessionStorage.setItem(
      SURVEY_DRAFT_KEY,
      JSON.stringify({ stage: 'question', stepId: 'nope', answers: { surveyType: 'evil' } }),
    );
    await openSurvey();
    expect(screen.getByText(/^Question 1 of/)).toBeInTheDocument();
    expect(screen.getAllByRole('radio').some((r) => (r as HTMLInputElement).checked)).toBe(false);
  });
});
