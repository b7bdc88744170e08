import { defineModule, route } from '../module.ts';
import { adminJobRoutes } from './jobs.routes.ts';
import { createJobsService, type JobsService } from './jobs.service.ts';

declare module '../module.ts' {
  interface ServiceRegistry {
    jobs: JobsService;
  }
}

/** The background queue: every kind of work (mail, payment recovery, clean-up) is a job row. */
export const jobsModule = defineModule({
  name: 'jobs',
  needs: ['database', 'metrics'],
  provides: ['jobs'],
  create: ({ database, metrics }, { logger }) => {
    const jobs = createJobsService({ database, logger });
    metrics.readQueueDepthFrom(async () => {
      const { queued, running, dead } = await jobs.counts();
      return [
        { queue: 'jobs', state: 'queued', count: queued },
        { queue: 'jobs', state: 'running', count: running },
        { queue: 'jobs', state: 'dead', count: dead },
      ];
    });
    return { jobs };
  },
  routes: ({ jobs }) => [route(adminJobRoutes, { jobs })],
  housekeeping: ({ jobs }) => jobs.purgeFinished(),
  start: ({ jobs }, { jobRunner }) => {
    if (jobRunner) jobs.start(jobRunner);
  },
  stop: ({ jobs }) => jobs.stop(),
});
