import { canMoveRma, RMA_STATUS_LABELS, RMA_TRANSITIONS, type RmaStatus } from '@shop/contract';
import { DomainError } from '../../lib/errors.ts';
import type {
  RmaActor,
  RmaRow,
  RmaStepsRepository,
  createRmaStepsRepository,
} from './rma-steps.repository.ts';

export type { RmaActor, RmaRow } from './rma-steps.repository.ts';

/** The refusal of a step RMA_TRANSITIONS does not allow: 409, naming where the RMA stands. */
export function refusedStep(from: RmaStatus, to: RmaStatus): DomainError {
  const allowed = RMA_TRANSITIONS[from];
  return new DomainError(
    'conflict',
    `This RMA is ${RMA_STATUS_LABELS[from].toLowerCase()}: it cannot be ${RMA_STATUS_LABELS[
      to
    ].toLowerCase()}.${allowed.length ? '' : ' It is closed.'}`,
    { code: 'RMA_STEP_REFUSED' },
  );
}

/**
 * Takes one step of an RMA already locked in the caller's transaction (repository.lock):
 * refused with 409 unless RMA_TRANSITIONS allows it, then the status and the step's columns
 * are written and the step is kept as an event with who took it. Every status change of an
 * RMA goes through here, so the table in the contract is the only rule.
 */
export async function takeRmaStep(
  repository: Pick<RmaStepsRepository, 'setStatus' | 'insertEvent'>,
  rma: RmaRow,
  to: RmaStatus,
  step: {
    actor: RmaActor;
    note?: string | null;
    columns?: Parameters<ReturnType<typeof createRmaStepsRepository>['setStatus']>[2];
  },
): Promise<RmaRow> {
  const from = rma.status as RmaStatus;
  if (!canMoveRma(from, to)) throw refusedStep(from, to);
  const updated = await repository.setStatus(rma.id, to, step.columns ?? {});
  await repository.insertEvent({
    rmaId: rma.id,
    fromStatus: from,
    toStatus: to,
    note: step.note ?? null,
    byCustomer: step.actor.kind === 'customer',
    userId: step.actor.kind === 'system' ? null : step.actor.userId,
    userName: step.actor.kind === 'system' ? null : step.actor.userName,
  });
  return updated;
}
