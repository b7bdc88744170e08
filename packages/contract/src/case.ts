/**
 * The older client sends some fields in snake_case (first_name, company_name, ...).
 * Accept those spellings by copying them to the camelCase key when that key is absent,
 * so one schema validates both.
 */
export function snakeToCamelKey(key: string): string {
  return key.replace(/_([a-z0-9])/g, (_m, ch: string) => ch.toUpperCase());
}

export function acceptSnakeCase(input: unknown): unknown {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return input;
  const out: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
    if (!key.includes('_')) continue;
    const camel = snakeToCamelKey(key);
    if (out[camel] === undefined) out[camel] = value;
    delete out[key];
  }
  return out;
}
