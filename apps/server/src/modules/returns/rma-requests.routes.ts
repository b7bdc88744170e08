import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import {
  fieldErrors,
  joinMessages,
  MAX_UPLOAD_BYTES,
  RMA_MAX_PHOTOS,
  RMA_REQUEST_MESSAGES,
  rmaRequestSchema,
} from '@shop/contract';
import {
  fileRma,
  getCustomerRma,
  getCustomerRmaPhoto,
  getDevice,
  getRmaLabel,
  getRmaPhoto,
  listCustomerRmas,
  listDevices,
  withdrawRma,
} from '@shop/contract/returns/endpoints';
import { DomainError } from '../../lib/errors.ts';
import type { StoredFile } from '../../lib/storage/storage.ts';
import { currentUser } from '../../plugins/auth-guards.ts';
import { serve } from '../../plugins/endpoints.ts';
import { MULTIPART_LIMITS, readMultipartForm } from '../../plugins/multipart-form.ts';
import type { DevicesService } from './devices.service.ts';
import type { CustomerActor, RmaRequestsService } from './rma-requests.service.ts';

const REQUEST_FIELDS = new Set([
  'unitId',
  'serial',
  'kind',
  'reason',
  'description',
  'preferredOutcome',
]);

const actorOf = (request: FastifyRequest): CustomerActor => {
  const user = currentUser(request);
  return { id: user.id, name: `${user.firstName} ${user.lastName}`.trim() };
};

/** An RMA photo: its stored WebP, for the people allowed to see it, never cached. */
function sendPhoto(reply: FastifyReply, file: StoredFile) {
  reply.type(file.contentType);
  if (file.size !== undefined) reply.header('Content-Length', file.size);
  // Shown as an image only: never sniffed as anything else, never framed elsewhere.
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Content-Security-Policy', "default-src 'none'");
  return reply.send(file.body);
}

/**
 * The customer's devices and their returns and warranty claims (ADR 0047). Every call is
 * scoped to the signed-in customer: another customer's unit or RMA is "not found", in the same
 * words as one that does not exist.
 */
export async function customerRmaRoutes(
  app: FastifyInstance,
  {
    devices,
    requests,
    filingRateLimit = RMA_FILING_RATE_LIMIT,
  }: {
    devices: DevicesService;
    requests: RmaRequestsService;
    /** Requests filed per customer account and window (tests relax it). */
    filingRateLimit?: { max: number; timeWindow: number };
  },
) {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: RMA_MAX_PHOTOS + 1, ...MULTIPART_LIMITS },
  });

  serve(app, listDevices, async (request) => devices.list(currentUser(request).id, request.query));

  serve(app, getDevice, async (request) => ({
    success: true as const,
    device: await devices.one(currentUser(request).id, request.params.id),
  }));

  serve(app, listCustomerRmas, async (request) =>
    requests.list(currentUser(request).id, request.query),
  );

  serve(
    app,
    fileRma,
    async (request) => {
      const { fields, files } = await readMultipartForm(request, {
        fields: REQUEST_FIELDS,
        fileFields: new Set(['photos', 'photo']),
        maxFiles: RMA_MAX_PHOTOS,
        fileErrorField: 'photos',
        messages: {
          notMultipart: RMA_REQUEST_MESSAGES.notMultipart,
          tooManyFiles: RMA_REQUEST_MESSAGES.tooManyPhotos,
        },
      });
      const parsed = rmaRequestSchema.safeParse(fields);
      if (!parsed.success) {
        const errors = fieldErrors(parsed.error);
        throw new DomainError('validation', joinMessages(errors), { fields: errors });
      }
      const rma = await requests.create(actorOf(request), parsed.data, files);
      return { success: true as const, rma };
    },
    // Each request may carry 4 photos to decode and sends an e-mail: a customer files a
    // handful at most, so a script filing and withdrawing in a loop is stopped here, by
    // account, after the access guard and before the body is read.
    {
      config: {
        rateLimit: {
          ...filingRateLimit,
          keyGenerator: (request: FastifyRequest) => `rma-filing:${currentUser(request).id}`,
        },
      },
    },
  );

  serve(app, getCustomerRma, async (request) => ({
    success: true as const,
    rma: await requests.detail(currentUser(request).id, request.params.id),
  }));

  serve(app, withdrawRma, async (request) => ({
    success: true as const,
    rma: await requests.withdraw(actorOf(request), request.params.id),
  }));

  serve(app, getRmaLabel, async (request, reply) => {
    const { fileName, pdf } = await requests.label(currentUser(request).id, request.params.id);
    return reply.sendAttachment('application/pdf', fileName, pdf, 'inline');
  });

  serve(app, getCustomerRmaPhoto, async (request, reply) =>
    sendPhoto(
      reply,
      await requests.customerPhoto(
        currentUser(request).id,
        request.params.id,
        request.params.position,
      ),
    ),
  );
}

/** Requests filed per customer account and hour (429 after). */
export const RMA_FILING_RATE_LIMIT = { max: 20, timeWindow: 60 * 60_000 };

/** Staff see an RMA's photos (canManageOrders, like the RMA queue itself). */
export async function adminRmaPhotoRoutes(
  app: FastifyInstance,
  { requests }: { requests: RmaRequestsService },
) {
  serve(app, getRmaPhoto, async (request, reply) =>
    sendPhoto(reply, await requests.staffPhoto(request.params.id, request.params.position)),
  );
}
