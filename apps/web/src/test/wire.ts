import type { Cents } from '@shop/contract/money';

/**
 * A reply as the server sends it: each amount in dollars where the app, after the api
 * client, holds Cents (ADR 0063). The API stubs of the screen tests are written in it.
 */
export type Wire<T> = T extends Cents
  ? number
  : T extends readonly (infer U)[]
    ? Wire<U>[]
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;
