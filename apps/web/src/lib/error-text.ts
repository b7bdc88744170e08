import { ApiError } from './api-client';

/**
 * The server's own message when it gave a clear one (a 409 "This order is closed...", a 400
 * about a filter, a refund the provider refused); otherwise the spec's text for the action.
 * A 500's message is a generic apology and a network failure says nothing about the action.
 */
export function errorText(error: unknown, fallback: string): string {
  if (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status !== 500 &&
    !error.message.startsWith('HTTP error!')
  ) {
    return error.message;
  }
  return fallback;
}
