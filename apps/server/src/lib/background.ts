import type { FastifyBaseLogger } from 'fastify';

export type BackgroundTasks = ReturnType<typeof createBackgroundTasks>;

/**
 * Work that runs after the reply has gone. Used where the time a reply takes must not
 * depend on whether an account exists (forgot password, resend verification). Failures are
 * logged; `idle()` waits for everything started so far (shutdown and tests use it).
 */
export function createBackgroundTasks(logger: FastifyBaseLogger) {
  const pending = new Set<Promise<void>>();
  return {
    run(name: string, work: () => Promise<void>): void {
      const task: Promise<void> = Promise.resolve()
        .then(work)
        .catch((err: unknown) => logger.error({ err }, `${name} failed`))
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async idle(): Promise<void> {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
