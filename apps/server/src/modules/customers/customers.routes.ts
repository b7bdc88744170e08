import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { customerProfileSchema, errorResponseSchema } from '@shop/contract';
import { currentUser, requireUser } from '../../plugins/auth-guards.ts';
import type { UsersService } from '../users/users.service.ts';

export async function customerRoutes(app: FastifyInstance, { users }: { users: UsersService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/customer/profile',
    {
      preHandler: requireUser,
      schema: {
        tags: ['customer'],
        summary: 'The signed-in customer\u2019s own profile',
        response: { 200: customerProfileSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return users.profile(currentUser(request).id);
    },
  );
}
