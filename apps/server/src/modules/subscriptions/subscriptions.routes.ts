import type { FastifyInstance } from 'fastify';
import {
  getAdminInvoicePdf,
  getMyInvoicePdf,
  adminCancelSubscription,
  adminCancellation,
  adminPreviewPlanChange,
  adminStartSubscription,
  adminChangePlan,
  adminKeepSubscription,
  adminPauseSubscription,
  adminResumeSubscription,
  advanceTestClock,
  exportSuspendedCsv,
  findPlanCustomers,
  getAdminSubscription,
  getRecurringRevenue,
  getSubscriptionSettings,
  saveSubscriptionSettings,
  listAdminSubscriptions,
  refundSubscriptionInvoice,
  cancelMySubscription,
  changeMyPlan,
  chargeInvoiceNow,
  finishCardSetup,
  getCancellation,
  getMySubscription,
  keepMySubscription,
  listMyCards,
  listMySubscriptions,
  pauseMySubscription,
  payInvoice,
  previewPlanChange,
  previewSubscription,
  removeMyCard,
  resumeMySubscription,
  saveTestCard,
  setSubscriptionCard,
  startCardSetup,
  startInvoicePayment,
  startSubscription,
} from '@shop/contract/subscriptions/endpoints';
import { currentUser } from '../../plugins/auth-guards.ts';
import { serve } from '../../plugins/endpoints.ts';
import type { SubscriptionsService } from './subscriptions.service.ts';
import type { DocumentsService } from '../documents/documents.service.ts';
import type { AdminUsersService } from '../users/admin-users.service.ts';
import type { CardsService } from './cards.ts';

/**
 * A customer's plans, invoices and saved cards (their own only); the staff's list, detail,
 * changes, refunds, plan settings, recurring revenue and test clock.
 */
export async function subscriptionRoutes(
  app: FastifyInstance,
  {
    subscriptions,
    cards,
    documents,
    people,
  }: {
    subscriptions: SubscriptionsService;
    cards: CardsService;
    documents: Pick<DocumentsService, 'subscriptionInvoice'>;
    people: Pick<AdminUsersService, 'listCustomers'>;
  },
) {
  const ok = true as const;
  /** The customer's own subscription, after `act` changed it. */
  const changed = async (userId: number, id: number, act: (id: number) => Promise<unknown>) => {
    await subscriptions.own(userId, id);
    await act(id);
    return {
      success: ok,
      subscription: await subscriptions.view(await subscriptions.own(userId, id)),
    };
  };

  serve(app, listMySubscriptions, async (request) => ({
    success: ok,
    subscriptions: await subscriptions.list(currentUser(request).id),
  }));

  serve(app, previewSubscription, async (request) => ({
    success: ok,
    ...(await subscriptions.preview(currentUser(request), request.body)),
  }));

  serve(app, startSubscription, async (request) => ({
    success: ok,
    ...(await subscriptions.start(currentUser(request), request.body)),
  }));

  serve(app, getMySubscription, async (request) => ({
    success: ok,
    ...(await subscriptions.detail(currentUser(request).id, request.params.id)),
  }));

  serve(app, startInvoicePayment, async (request) =>
    subscriptions.payIntent(currentUser(request), request.params.id, request.params.invoiceId),
  );

  serve(app, payInvoice, async (request) => ({
    success: ok,
    subscription: await subscriptions.payWithIntent(
      currentUser(request).id,
      request.params.id,
      request.params.invoiceId,
      request.body.paymentIntentId,
    ),
  }));

  serve(app, chargeInvoiceNow, async (request) => ({
    success: ok,
    ...(await subscriptions.payWithSavedCard(
      currentUser(request).id,
      request.params.id,
      request.params.invoiceId,
      request.body.cardId,
    )),
  }));

  serve(app, setSubscriptionCard, async (request) => {
    const user = currentUser(request);
    return changed(user.id, request.params.id, async (id) =>
      subscriptions.useCard(await subscriptions.own(user.id, id), request.body.cardId, user.id),
    );
  });

  serve(app, getCancellation, async (request) => ({
    success: ok,
    ...subscriptions.cancellation(
      await subscriptions.own(currentUser(request).id, request.params.id),
    ),
  }));

  serve(app, cancelMySubscription, async (request) => {
    const user = currentUser(request);
    return changed(user.id, request.params.id, (id) =>
      subscriptions.cancel(id, user.id, { reason: request.body.reason }),
    );
  });

  serve(app, keepMySubscription, async (request) => {
    const user = currentUser(request);
    return changed(user.id, request.params.id, (id) => subscriptions.keep(id, user.id));
  });

  serve(app, pauseMySubscription, async (request) => {
    const user = currentUser(request);
    return changed(user.id, request.params.id, (id) => subscriptions.pause(id, user.id));
  });

  serve(app, resumeMySubscription, async (request) => {
    const user = currentUser(request);
    return changed(user.id, request.params.id, (id) => subscriptions.resume(id, user.id));
  });

  serve(app, previewPlanChange, async (request) => ({
    success: ok,
    ...(await subscriptions.changePreview(
      await subscriptions.own(currentUser(request).id, request.params.id),
      request.body.planId,
      request.body.interval,
    )),
  }));

  serve(app, changeMyPlan, async (request) => {
    const user = currentUser(request);
    return changed(user.id, request.params.id, (id) =>
      subscriptions.changePlan(id, request.body.planId, request.body.interval, user.id),
    );
  });

  serve(app, getMyInvoicePdf, async (request, reply) => {
    const paper = await subscriptions.invoicePaper(
      currentUser(request).id,
      request.params.id,
      request.params.invoiceId,
    );
    const { fileName, pdf } = await documents.subscriptionInvoice(paper);
    return reply.sendAttachment('application/pdf', fileName, pdf);
  });

  serve(app, getAdminInvoicePdf, async (request, reply) => {
    const paper = await subscriptions.invoicePaper(
      null,
      request.params.id,
      request.params.invoiceId,
    );
    const { fileName, pdf } = await documents.subscriptionInvoice(paper);
    return reply.sendAttachment('application/pdf', fileName, pdf);
  });

  serve(app, listMyCards, async (request) => ({
    success: ok,
    cards: await cards.list(currentUser(request).id),
  }));

  serve(app, saveTestCard, async (request) => ({
    success: ok,
    ...(await cards.saveTestCard(currentUser(request), request.body)),
  }));

  serve(app, startCardSetup, async (request) => ({
    success: ok,
    ...(await cards.startSetup(currentUser(request))),
  }));

  serve(app, finishCardSetup, async (request) => ({
    success: ok,
    card: await cards.finishSetup(currentUser(request), request.body.setupIntentId),
  }));

  serve(app, removeMyCard, async (request) => {
    await cards.remove(currentUser(request).id, request.params.id);
    return { success: ok, message: 'Card removed' };
  });

  /** A staff action on a subscription, answered with the subscription as staff see it. */
  const staffAct = async (id: number, act: () => Promise<unknown>) => {
    await subscriptions.find(id);
    await act();
    return { success: ok, ...(await subscriptions.adminDetail(id)) };
  };

  serve(app, getRecurringRevenue, async () => ({
    success: ok,
    ...(await subscriptions.recurringRevenue()),
  }));

  // The plan settings: admins, like the shop's other settings.
  serve(app, getSubscriptionSettings, async () => ({
    success: ok,
    settings: await subscriptions.settings(),
  }));
  serve(app, saveSubscriptionSettings, async (request) => ({
    success: ok,
    settings: await subscriptions.saveSettings(currentUser(request).id, request.body),
  }));

  // The staff customers list for staff who manage orders: whom a plan can be started for.
  serve(app, findPlanCustomers, async (request) => people.listCustomers(request.query));

  serve(app, adminStartSubscription, async (request) => {
    const id = await subscriptions.startForCustomer(currentUser(request).id, request.body);
    return { success: ok, ...(await subscriptions.adminDetail(id)) };
  });

  serve(app, listAdminSubscriptions, async (request) => ({
    success: ok,
    ...(await subscriptions.adminList(request.query)),
  }));

  serve(app, exportSuspendedCsv, async (_request, reply) => {
    const { columns, batches } = await subscriptions.suspendedAccounts();
    return reply.sendCsv('monitoring-to-suspend', columns, batches);
  });

  serve(app, getAdminSubscription, async (request) => ({
    success: ok,
    ...(await subscriptions.adminDetail(request.params.id)),
  }));

  serve(app, adminCancelSubscription, async (request) =>
    staffAct(request.params.id, () =>
      subscriptions.cancel(request.params.id, currentUser(request).id, {
        now: request.body.when === 'now',
        reason: request.body.reason,
      }),
    ),
  );

  serve(app, adminCancellation, async (request) => ({
    success: ok,
    ...subscriptions.cancellation(await subscriptions.find(request.params.id)),
  }));

  serve(app, adminPreviewPlanChange, async (request) => ({
    success: ok,
    ...(await subscriptions.changePreview(
      await subscriptions.find(request.params.id),
      request.body.planId,
      request.body.interval,
    )),
  }));

  serve(app, adminKeepSubscription, async (request) =>
    staffAct(request.params.id, () =>
      subscriptions.keep(request.params.id, currentUser(request).id),
    ),
  );

  serve(app, adminChangePlan, async (request) =>
    staffAct(request.params.id, () =>
      subscriptions.changePlan(
        request.params.id,
        request.body.planId,
        request.body.interval,
        currentUser(request).id,
      ),
    ),
  );

  serve(app, adminPauseSubscription, async (request) =>
    staffAct(request.params.id, () =>
      subscriptions.pause(request.params.id, currentUser(request).id),
    ),
  );

  serve(app, adminResumeSubscription, async (request) =>
    staffAct(request.params.id, () =>
      subscriptions.resume(request.params.id, currentUser(request).id),
    ),
  );

  serve(app, refundSubscriptionInvoice, async (request) => ({
    success: ok,
    ...(await subscriptions.refundInvoice(
      currentUser(request).id,
      request.params.id,
      request.params.invoiceId,
      request.body.note,
    )),
  }));

  serve(app, advanceTestClock, async (request) =>
    staffAct(request.params.id, () =>
      subscriptions.advanceClock(
        request.params.id,
        new Date(request.body.to),
        currentUser(request).id,
      ),
    ),
  );
}
