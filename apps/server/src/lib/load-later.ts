import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * An npm package loaded at its first use rather than at start, for a caller that cannot wait
 * for `await import()`: what the server does not need idle (an SDK used only when configured,
 * a parser used only by a back-office save) stays out of its memory and its start-up time.
 * The package must offer a CommonJS entry; `T` is its type (`typeof import('name')` or the
 * type of its default export).
 */
export function loadLater<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(name) as T);
}
