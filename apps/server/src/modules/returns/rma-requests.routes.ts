import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  customerDeviceResponse,
  customerDevicesQuery,
  customerDevicesResponse,
  customerRmaResponse,
  customerRmasQuery,
  customerRmasResponse,
  errorResponses,
  fieldErrors,
  idParam,
  joinMessages,
  MAX_UPLOAD_BYTES,
  RMA_MAX_PHOTOS,
  RMA_REQUEST_MESSAGES,
  rmaPhotoParams,
  rmaRequestSchema,
} from '@shop/contract';
import { DomainError } from '../../lib/errors.ts';
import type { StoredFile } from '../../lib/storage/storage.ts';
import {
  currentUser,
  requirePermission,
  requireUser,
  requireWriteAccess,
} from '../../plugins/auth-guards.ts';
import { MULTIPART_LIMITS, readMultipartForm } from '../../plugins/multipart-form.ts';
import { privateRoutes } from '../../plugins/private-routes.ts';
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
 * The customer's devices and their returns and warranty claims (issue 22 items 1 and 2, ADR
 * 0047). Every call is scoped to the signed-in customer: another customer's unit or RMA is
 * "not found", in the same words as one that does not exist.
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
  const r = app.withTypeProvider<ZodTypeProvider>();
  privateRoutes(r, requireUser);
  const tags = ['customer returns'];
  const readErrors = errorResponses(400, 401, 404);
  const writeErrors = errorResponses(400, 401, 403, 404, 409, 413);

  r.get(
    '/customer/devices',
    {
      schema: {
        tags,
        summary:
          'My devices: every unit shipped, delivered or installed to the customer, newest delivery first, with its warranty and what may be filed for it',
        querystring: customerDevicesQuery,
        response: { 200: customerDevicesResponse, ...readErrors },
      },
    },
    async (request) => devices.list(currentUser(request).id, request.query),
  );

  r.get(
    '/customer/devices/:id',
    {
      schema: {
        tags,
        summary: 'One of the customer\u2019s devices by its unit id (the request form reads it)',
        params: idParam('unit id'),
        response: { 200: customerDeviceResponse, ...readErrors },
      },
    },
    async (request) => ({
      success: true as const,
      device: await devices.one(currentUser(request).id, request.params.id),
    }),
  );

  r.get(
    '/customer/rmas',
    {
      schema: {
        tags,
        summary: 'The customer\u2019s returns and warranty claims, newest first',
        querystring: customerRmasQuery,
        response: { 200: customerRmasResponse, ...readErrors },
      },
    },
    async (request) => requests.list(currentUser(request).id, request.query),
  );

  r.post(
    '/customer/rmas',
    {
      onRequest: requireWriteAccess,
      schema: {
        tags,
        summary:
          'File a return or a warranty claim for one of the customer\u2019s devices; e-mails the RMA number and the return instructions',
        description:
          'multipart/form-data: unitId (or serial), kind (return | warranty), reason, ' +
          `description, preferredOutcome (repair | replace | refund), and up to ${RMA_MAX_PHOTOS} ` +
          'photos (field "photos": JPEG, PNG or WebP, checked by content)',
        response: { 201: customerRmaResponse, ...writeErrors, ...errorResponses(429) },
      },
      // Each request may carry 4 photos to decode and sends an e-mail: a customer files a
      // handful at most, so a script filing and withdrawing in a loop is stopped here, by
      // account, before the body is read.
      config: {
        rateLimit: {
          ...filingRateLimit,
          keyGenerator: (request: FastifyRequest) => `rma-filing:${currentUser(request).id}`,
        },
      },
    },
    async (request, reply) => {
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
      return reply.code(201).send({ success: true as const, rma });
    },
  );

  r.get(
    '/customer/rmas/:id',
    {
      schema: {
        tags,
        summary:
          'One of the customer\u2019s RMAs: its steps with who and when, photos, decision, inspection and resolution',
        params: idParam('RMA id'),
        response: { 200: customerRmaResponse, ...readErrors },
      },
    },
    async (request) => ({
      success: true as const,
      rma: await requests.detail(currentUser(request).id, request.params.id),
    }),
  );

  r.post(
    '/customer/rmas/:id/withdraw',
    {
      onRequest: requireWriteAccess,
      schema: {
        tags,
        summary: 'Withdraw the request, while it is requested or approved',
        params: idParam('RMA id'),
        response: { 200: customerRmaResponse, ...writeErrors },
      },
    },
    async (request) => ({
      success: true as const,
      rma: await requests.withdraw(actorOf(request), request.params.id),
    }),
  );

  r.get(
    '/customer/rmas/:id/label',
    {
      schema: {
        tags,
        summary:
          'The printable return label (PDF) with the return address and the RMA number as text and QR, from filing on (409 once rejected or withdrawn)',
        params: idParam('RMA id'),
        response: { 200: z.unknown(), ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await requests.label(currentUser(request).id, request.params.id);
      return reply.sendAttachment('application/pdf', fileName, pdf, 'inline');
    },
  );

  r.get(
    '/customer/rmas/:id/photos/:position',
    {
      schema: {
        tags,
        summary: 'A photo the customer sent with the request (WebP)',
        params: rmaPhotoParams,
        response: { 200: z.unknown(), ...readErrors },
      },
    },
    async (request, reply) =>
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
  const r = app.withTypeProvider<ZodTypeProvider>();
  privateRoutes(r, requirePermission('canManageOrders'));
  r.get(
    '/admin/rmas/:id/photos/:position',
    {
      schema: {
        tags: ['admin rmas'],
        summary: 'A photo the customer sent with the request (WebP)',
        params: rmaPhotoParams,
        response: { 200: z.unknown(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      sendPhoto(reply, await requests.staffPhoto(request.params.id, request.params.position)),
  );
}
