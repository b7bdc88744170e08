import { defineModule } from '../module.ts';
import { createMailService, type MailService } from './mail.service.ts';

declare module '../module.ts' {
  interface ServiceRegistry {
    mail: MailService;
  }
}

/** The outbox: mail written in the transaction that causes it, delivered by a job after. */
export const mailModule = defineModule({
  name: 'mail',
  needs: ['database', 'jobs', 'settings'],
  provides: ['mail'],
  create: ({ database, jobs, settings }, { config, logger, printMail }) => ({
    mail: createMailService({
      database,
      logger,
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      demo: config.demo,
      jobs,
      shop: settings.mailShop,
      ...(printMail ? { printLinks: printMail } : {}),
    }),
  }),
  start: ({ mail }) => mail.start(),
  stop: ({ mail }) => mail.stop(),
});
