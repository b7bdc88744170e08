/** The list and export calls' query: page, limit, sort, order and the filters that are set. */
export type QueryParams = Record<string, string | number | undefined>;

export function toQueryString(params: QueryParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}
