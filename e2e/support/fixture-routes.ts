import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import {
  contactRequestSchema,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  registerRequestSchema,
  siteSurveySchema,
} from '@shop/contract';
import { hashPassword } from '../../apps/server/src/lib/crypto.ts';
import { SESSION_COOKIE } from '../../apps/server/src/plugins/session.ts';
import {
  PRICED_PRODUCTS,
  writeOrder,
  type FixtureProduct,
} from '../../apps/server/test/order-fixtures.ts';

const id6 = () => Math.random().toString(36).slice(2, 8);

/** Where the fixture routes live: outside /api, so they are never part of the shop's API. */
export const FIXTURE_PREFIX = '/__e2e';

const staffBody = z.object({
  email: z.string(),
  password: z.string(),
  role: z.enum(['admin', 'manager']),
  permissions: z.record(z.string(), z.boolean()).default({}),
});

const orderBody = z.object({
  customerId: z.number().int(),
  email: z.string(),
  name: z.string(),
  /** Lines by position in the priced demo catalogue (0 is its first priced product). */
  lines: z.array(z.object({ product: z.number().int().min(0), quantity: z.number().int().min(1) })),
  status: z.enum(ORDER_STATUSES).optional(),
  paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
  createdAt: z.string().optional(),
});

const unitOrderBody = z.object({
  customerId: z.number().int(),
  email: z.string(),
  name: z.string(),
  productId: z.number().int(),
  quantity: z.number().int().min(1).default(1),
});

const productBody = z.object({
  name: z.string(),
});

const customerBody = z.object({
  email: z.string(),
  password: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** false: an account still waiting for its e-mail address to be verified. */
  verified: z.boolean().default(true),
  /** Where the customer lives; Las Vegas, NV unless a journey needs another place. */
  address: z
    .object({
      address: z.string(),
      city: z.string(),
      state: z.string(),
      zipCode: z.string(),
      country: z.string(),
    })
    .optional(),
});

/**
 * Test fixtures of the end-to-end server only (e2e/support/server.ts): create a customer
 * directly, the way the database would hold one after sign-up and (optionally) verification,
 * without the rate-limited registration form and without a mail round trip. Only the
 * registration journey signs up for real.
 */
/** One scrypt hash per password for the server's life: journeys share a few passwords. */
const passwordHashes = new Map<string, Promise<string>>();
function fixtureHash(password: string): Promise<string> {
  let hash = passwordHashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    passwordHashes.set(password, hash);
  }
  return hash;
}

export async function registerFixtureRoutes(app: FastifyInstance): Promise<void> {
  const { database, users, leads } = app.services;
  await app.register(
    async (fixtures) => {
      const r = fixtures.withTypeProvider<ZodTypeProvider>();
      r.post(
        '/customers',
        { schema: { hide: true, body: customerBody } },
        async (request, reply) => {
          const { verified, address, ...person } = request.body;
          const input = registerRequestSchema.parse({
            accountType: 'personal',
            ...person,
            ...(address ?? {
              address: '100 Test Street',
              city: 'Las Vegas',
              state: 'NV',
              zipCode: '89101',
            }),
            termsAccepted: true,
          });
          const passwordHash = await fixtureHash(input.password);
          const user = await database.transaction(async () => {
            const row = await users.createCustomer(input, passwordHash);
            if (verified) await users.markVerified(row.id);
            return row;
          });
          return reply.status(201).send({ id: user.id, email: user.email });
        },
      );

      // A signed-in session for an account (the token of its cookie): journeys that are not
      // about signing in start signed in, without spending the per-address sign-in limit.
      r.post(
        '/sessions',
        { schema: { hide: true, body: z.object({ email: z.string() }) } },
        async (request, reply) => {
          const user = await users.findByEmail(request.body.email);
          if (!user) return reply.status(404).send({ error: 'No such account' });
          const token = await app.services.auth.fixtureSession(user.id);
          // Also as the cookie, so a caller holding only the page's request context (which
          // shares the browser's cookies) is signed in too.
          reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax' });
          return reply.status(201).send({ token });
        },
      );

      // A staff account of its own for each staff journey: signing in to one shared admin
      // account from every test would meet the per-account sign-in limit.
      r.post('/staff', { schema: { hide: true, body: staffBody } }, async (request, reply) => {
        const { email, password, role, permissions } = request.body;
        // A new account each time (unique e-mail), with the run's shared hash of its password.
        const { id } = await users.upsertAdmin(email, await fixtureHash(password), {
          firstName: role === 'admin' ? 'Ada' : 'Max',
          lastName: `Staff${id6()}`,
        });
        if (role === 'manager') {
          await database
            .executor()
            .execute(
              sql`update users set role = 'manager', permissions = ${JSON.stringify(permissions)}::jsonb where id = ${id}`,
            );
        }
        return reply.status(201).send({ id });
      });

      // Orders as checkout records them (payment intent, lines, stock), then moved to a status:
      // the back-office journeys need orders without paying through the browser each time.
      r.post('/orders', { schema: { hide: true, body: orderBody } }, async (request, reply) => {
        const { customerId, email, name, lines, ...rest } = request.body;
        const priced = (
          (await database.executor().execute(PRICED_PRODUCTS)) as unknown as {
            rows: FixtureProduct[];
          }
        ).rows;
        const made = await writeOrder(
          { database, orders: app.services.orders, users },
          {
            customer: { id: customerId, email, name },
            lines: lines.map((l) => ({ product: priced[l.product]!, quantity: l.quantity })),
            ...rest,
          },
        );
        return reply.status(201).send(made);
      });

      // An order of the journey's own product (its first package), written as checkout writes
      // one, with its units taken off the shelf as checkout then does: the journey moves it on
      // (shipped, delivered) through the back office's own status call, so the units walk too.
      r.post(
        '/unit-orders',
        { schema: { hide: true, body: unitOrderBody } },
        async (request, reply) => {
          const { customerId, email, name, productId, quantity } = request.body;
          const [product] = (
            (await database.executor().execute(sql`
              select p.id, k.id as "packageId", p.name, k.name as "packageName", p.sku,
                coalesce(k.price_cents, p.price_cents) as "priceCents"
              from products p join lateral (
                select * from product_packages k where k.product_id = p.id
                order by position, id limit 1
              ) k on true
              where p.id = ${productId}`)) as unknown as { rows: FixtureProduct[] }
          ).rows;
          if (!product) return reply.status(404).send({ error: 'No such product' });
          const made = await writeOrder(
            { database, orders: app.services.orders, users },
            { customer: { id: customerId, email, name }, lines: [{ product, quantity }] },
          );
          const assigned = await app.services.units.assignToOrder(made.id, null);
          if (assigned !== quantity) {
            return reply
              .status(409)
              .send({ error: `${assigned} of ${quantity} units assigned: receive more first` });
          }
          const serials = (
            (await database.executor().execute(sql`
              select unit_identifier as serial from product_units
              where order_id = ${made.id} order by id`)) as unknown as {
              rows: { serial: string }[];
            }
          ).rows.map((u) => u.serial);
          return reply.status(201).send({ ...made, serials });
        },
      );

      // A product of the journey's own, a copy of a demo accessory (its category, texts and
      // packages) with its own name, tracked by serial number and out of stock until the
      // journey receives its units: journeys that receive units or buy it change its stock,
      // which no other journey then sees.
      r.post('/products', { schema: { hide: true, body: productBody } }, async (request, reply) => {
        const { name } = request.body;
        const [made] = (
          (await database.executor().execute(sql`
            with model as (select * from products where sku = 'SV-ACS-MON32'),
            product as (
              insert into products (sku, name, category_id, description, quote, price_cents,
                stock, serial_tracked, features, specs, featured_rank)
              select ${`E2E-${id6().toUpperCase()}`}, ${name}, category_id, description, false,
                price_cents, 0, true, features, specs, 5000
              from model returning id, sku),
            packages as (
              insert into product_packages (product_id, position, name, price_cents, features)
              select product.id, k.position, k.name, k.price_cents, k.features
              from product, model join product_packages k on k.product_id = model.id)
            select id, sku from product`)) as unknown as { rows: { id: number; sku: string }[] }
        ).rows;
        return reply.status(201).send(made);
      });

      // Leads for the staff journeys, through the shop's own service (stored and mailed the
      // same way) but without the public forms' per-address limit.
      r.post(
        '/contact-requests',
        { schema: { hide: true, body: contactRequestSchema } },
        async (request, reply) =>
          reply.status(201).send({ id: await leads.submitContact(request.body) }),
      );
      r.post(
        '/site-surveys',
        { schema: { hide: true, body: siteSurveySchema } },
        async (request, reply) => reply.status(201).send(await leads.submitSurvey(request.body)),
      );
    },
    { prefix: FIXTURE_PREFIX },
  );
}
