import { z } from 'zod';
import { SOCIAL_NETWORKS, type SocialNetwork } from './social.ts';

/**
 * Every error the API sends has this shape (docs/modules/README.md#conventions-in-these-documents).
 */
export const errorResponseSchema = z.object({
  error: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  code: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** The error answers of a route's schema: `errorResponses(400, 404)`. */
export function errorResponses<C extends number>(
  ...codes: C[]
): Record<C, typeof errorResponseSchema> {
  return Object.fromEntries(codes.map((code) => [code, errorResponseSchema])) as Record<
    C,
    typeof errorResponseSchema
  >;
}

export const successMessageSchema = z.object({ success: z.literal(true), message: z.string() });
export type SuccessMessage = z.infer<typeof successMessageSchema>;

export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
});

export { SOCIAL_NETWORKS, type SocialNetwork } from './social.ts';

/** The shop's pages on social networks (its settings); null where unset (the footer hides it). */
export const socialLinksSchema = z.object(
  Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, z.string().nullable()])) as Record<
    SocialNetwork,
    z.ZodNullable<z.ZodString>
  >,
);
export type SocialLinks = z.infer<typeof socialLinksSchema>;

export const publicConfigSchema = z.object({
  demo: z.boolean(),
  demoAdminEmail: z.string().nullable(),
  /** No real payments are taken (demo, PAYMENTS=test, Stripe test keys): every page says so. */
  testPayments: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** Booleans arrive as true/false, 1/0 or "1"/"0" from the older client. */
export const looseBoolean = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')])
  .transform((v) => v === true || v === 1 || v === '1');

/** "Field one; Field two" — the spec joins validation messages this way. */
export function joinMessages(errors: Record<string, string>): string {
  return Object.values(errors).join('; ');
}

/** Flattens a zod error into one message per field (the first one wins), in issue order. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
