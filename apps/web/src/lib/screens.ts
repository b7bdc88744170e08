/**
 * Screens a later issue builds. Until one is built, every link to it is hidden (never a
 * link to a 404); the issue that builds it sets its flag to true.
 */
export const SCREEN_BUILT = {
  /** /survey, the Free Site Survey wizard (the leads issue). */
  survey: true,
} as const;
