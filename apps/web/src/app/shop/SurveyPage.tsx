import { useEffect, useRef, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import { useForm, type Path } from 'react-hook-form';
import type { SiteSurveyResponse } from '@shop/contract';
import { PageHeader } from '../../components/ui/PageHeader';
import { ApiError } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { sendSiteSurvey } from '../../features/leads/api/site-survey';
import {
  buildPayload,
  buildSummary,
  emptyAnswers,
  fieldLabel,
  hasAnswers,
  progressOf,
  stepForField,
  STEP_MESSAGE_PATH,
  stepSchema,
  visibleSteps,
  type SurveyAnswers,
} from '../../features/leads/survey/survey-steps';
import { SurveyIntro } from '../../features/leads/survey/SurveyIntro';
import { SurveyProgress } from '../../features/leads/survey/SurveyProgress';
import { SurveyQuestion } from '../../features/leads/survey/SurveyQuestion';
import { SurveyResult } from '../../features/leads/survey/SurveyResult';
import { SurveySummary, type SurveyFailure } from '../../features/leads/survey/SurveySummary';
import { useSurveyDraft, type SurveyDraft } from '../../features/leads/survey/use-survey-draft';
import { PublicPageBlock } from '../../features/content/components/PublicPageBlock';
import { HoneypotField } from '../../features/leads/components/HoneypotField';
import { FailureAlert } from '../../components/ui/FailureAlert';

/** docs/modules/leads.md#messages: the message when the server gives none. */
const SURVEY_FAILED = 'Failed to submit survey';

function failureOf(err: unknown): SurveyFailure {
  // A network failure (status 0) or a reply without an error text has nothing worth showing.
  const fromServer = err instanceof ApiError && err.status > 0;
  const message =
    fromServer && err.message && !err.message.startsWith('HTTP error!')
      ? err.message
      : SURVEY_FAILED;
  const fields = fromServer
    ? Object.entries(err.fields).flatMap(([key, text]) => {
        const label = fieldLabel(key);
        return label ? [{ key, label, message: text, stepId: stepForField(key)?.id ?? null }] : [];
      })
    : [];
  return { message, fields };
}

/** /survey: the Free Site Survey wizard (docs/modules/leads.md). */
export default function SurveyPage() {
  useDocumentTitle('Free Site Survey');
  const [draft, setDraft, clearDraft] = useSurveyDraft();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<SurveyFailure | null>(null);
  const [result, setResult] = useState<SiteSurveyResponse | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);

  // Each move starts at the top of the page and takes keyboard and screen-reader users to the
  // new screen's heading; the first render (or a reload) leaves focus where the browser put it.
  // The jump is instant: Bootstrap makes scrolling smooth, and focusing the heading during the
  // animation would stop it half-way down the page.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [moves, setMoves] = useState(0);
  const toTop = () => {
    window.scrollTo({ top: 0, behavior: 'instant' });
    setMoves((m) => m + 1);
  };
  useEffect(() => {
    if (moves > 0) headingRef.current?.focus({ preventScroll: true });
  }, [moves]);

  const { answers, stage } = draft;
  const steps = visibleSteps(answers);
  // A step the answers no longer call for (or an edited draft) falls back to the first one.
  const index = Math.max(
    0,
    steps.findIndex((s) => s.id === draft.stepId),
  );
  const step = steps[index]!;

  // One form across the steps, starting from the stored draft; each step is checked with its
  // own part of the schema when Next is pressed, and its message stays until the next answer.
  const form = useForm<SurveyAnswers>({ defaultValues: draft.answers });
  const problem = form.formState.errors.root?.message;
  // Every answer is kept with the draft (and so in the browser) as it is given.
  useEffect(() => {
    const { unsubscribe } = form.watch((values) => {
      form.clearErrors();
      setDraft((d) => ({ ...d, answers: structuredClone(values) as SurveyAnswers }));
    });
    return unsubscribe;
  }, [form, setDraft]);
  const startOver = () => {
    clearDraft();
    form.reset(emptyAnswers());
  };

  const move = (next: Pick<SurveyDraft, 'stage' | 'stepId'>) => {
    setDraft((d) => ({ ...d, ...next }));
    form.clearErrors();
    setFailure(null);
    toTop();
  };

  // Checked at once (the schema's parse, not react-hook-form's asynchronous submit), so the
  // next question is there as soon as Next is pressed.
  const next = (event: FormEvent) => {
    event.preventDefault();
    const checked = stepSchema(step).safeParse(form.getValues());
    if (!checked.success) {
      form.clearErrors();
      // The step's message (root), then each input named, the first of them focused.
      const marked = new Set<string>();
      let focused = false;
      for (const issue of checked.error.issues) {
        const name = issue.path.join('.');
        if (marked.has(name)) continue;
        const input = name !== STEP_MESSAGE_PATH;
        form.setError(
          name as Path<SurveyAnswers> | typeof STEP_MESSAGE_PATH,
          { type: 'step', message: issue.message },
          { shouldFocus: input && !focused },
        );
        focused ||= input;
        marked.add(name);
      }
      return;
    }
    const following = steps[index + 1];
    move(
      following ? { stage: 'question', stepId: following.id } : { stage: 'summary', stepId: null },
    );
  };

  const previous = () => {
    const before = steps[index - 1];
    move(before ? { stage: 'question', stepId: before.id } : { stage: 'intro', stepId: null });
  };

  const submit = async () => {
    setSubmitting(true);
    setFailure(null);
    try {
      // A person leaves the honeypot empty, and it is then not sent at all.
      const trap = honeypot.current?.value ?? '';
      const response = await sendSiteSurvey({
        ...buildPayload(answers),
        ...(trap ? { website: trap } : {}),
      });
      startOver();
      setResult(response);
      toTop();
    } catch (err) {
      setFailure(failureOf(err));
    } finally {
      setSubmitting(false);
    }
  };

  const restart = () => {
    setResult(null);
    startOver();
    move({ stage: 'intro', stepId: null });
  };

  let content;
  if (result) {
    content = <SurveyResult headingRef={headingRef} result={result} onRestart={restart} />;
  } else if (stage === 'intro') {
    content = (
      <SurveyIntro
        headingRef={headingRef}
        resuming={hasAnswers(answers)}
        onStart={() => move({ stage: 'question', stepId: draft.stepId ?? steps[0]!.id })}
        onStartOver={() => {
          startOver();
          move({ stage: 'question', stepId: steps[0]!.id });
        }}
      />
    );
  } else if (stage === 'summary') {
    content = (
      <>
        <HoneypotField id="survey-website" ref={honeypot} />
        <SurveySummary
          headingRef={headingRef}
          rows={buildSummary(answers)}
          submitting={submitting}
          failure={failure}
          onBack={() => move({ stage: 'question', stepId: steps[steps.length - 1]!.id })}
          onEdit={(stepId) => move({ stage: 'question', stepId })}
          onSubmit={submit}
        />
      </>
    );
  } else {
    content = (
      <form className="card shadow-sm" noValidate onSubmit={next}>
        <div className="card-header bg-body p-3 px-md-4">
          <SurveyProgress {...progressOf(step)} />
        </div>
        <div className="card-body p-3 p-md-4">
          <SurveyQuestion key={step.id} headingRef={headingRef} step={step} form={form} />
          {problem && (
            <FailureAlert
              className="mt-3 mb-0"
              text={
                <>
                  <i className="bi bi-exclamation-triangle me-2" aria-hidden="true" />
                  {problem}
                </>
              }
            />
          )}
        </div>
        <div className="card-footer bg-body d-flex justify-content-between gap-2 p-3 px-md-4">
          <Button variant="outline-secondary" onClick={previous}>
            <i className="bi bi-arrow-left me-2" aria-hidden="true" />
            Previous
          </Button>
          <Button type="submit">
            {index === steps.length - 1 ? 'Review Answers' : 'Next'}
            <i className="bi bi-arrow-right ms-2" aria-hidden="true" />
          </Button>
        </div>
      </form>
    );
  }

  return (
    <>
      <PageHeader
        title="Free Site Survey"
        lead="Tell us about your property and get an instant, no-obligation estimate for a camera system designed around it."
      />
      <PublicPageBlock slug="survey" />
      <section className="py-4 py-md-5">
        <div className="container">
          <div className="row justify-content-center">
            <div className="col-12 col-lg-10 col-xl-9">{content}</div>
          </div>
        </div>
      </section>
    </>
  );
}
