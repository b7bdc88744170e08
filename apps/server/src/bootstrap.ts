import type { FastifyInstance } from 'fastify';
import type { Config } from './config/env.ts';
import { ensureDemoAdmin, seedDemoShop } from './demo/seed.ts';

/**
 * Start-up accounts: ADMIN_EMAIL + ADMIN_PASSWORD make sure that admin exists (created or
 * given that password; their sessions end only when the password changed); demo mode creates a demo admin whose generated password is printed
 * once, on the start that creates it.
 */
export async function bootstrapAccounts(
  app: FastifyInstance,
  config: Config,
  print: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
) {
  const { users, auth } = app.services;
  if (config.admin) {
    const result = await auth.upsertAdmin(config.admin.email, config.admin.password, undefined, {
      keepSessionsIfUnchanged: true,
    });
    app.log.info(
      {
        email: config.admin.email,
        created: result.created,
        passwordChanged: result.passwordChanged,
      },
      'admin account from ADMIN_EMAIL is ready',
    );
  }
  if (config.demo) {
    const demoAdmin = await ensureDemoAdmin(users);
    if (demoAdmin) {
      print('');
      print('  Demo admin account created (shown once; stored hashed):');
      print(`    e-mail:   ${demoAdmin.email}`);
      print(`    password: ${demoAdmin.password}`);
      print(`  Change it any time with: npm run create-admin -- --email ${demoAdmin.email}`);
      print('');
    }
  }
  if (!config.demo && (await users.activeAdminEmails()).length === 0) {
    // A shop outside demo mode has no default admin (docs/modules/system.md#demo-mode): say how to
    // make one.
    app.log.warn(
      'no admin account: create one with npm run create-admin -- --email YOU@EXAMPLE.COM',
    );
    print('');
    print('  This shop has no admin account yet. Create one (the password is asked for) with:');
    print('    npm run create-admin -- --email you@example.com');
    print('  or start once with ADMIN_EMAIL and ADMIN_PASSWORD set.');
    print('');
  }
}

/**
 * The start message: the address to open is PUBLIC_URL, where every e-mail link goes, not the
 * one the server listens on (127.0.0.1, a LAN name). A browser keeps the cart and the sign-in
 * per address, so a shop browsed at another one loses both when a mailed link is followed.
 * Printed whatever LOG_LEVEL is, like the demo admin's password.
 */
export function printStartMessage(
  config: Pick<Config, 'publicUrl'>,
  print: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
) {
  print('');
  print(`  Open the shop at ${config.publicUrl} (PUBLIC_URL): links in e-mails go there.`);
  print('  Browse it at this address, not at another name of this machine (127.0.0.1, localhost):');
  print('  the browser keeps the cart and the sign-in for each address apart.');
  print('');
}

/**
 * Reference data every shop needs (the sales-tax table), and in demo mode the demo shop
 * (apps/server/src/demo: its company, storefront, catalogue with pictures, technicians and the
 * warehouse holding its stock), so the shop is alive on first start. Outside demo mode the
 * company details wait for an admin.
 */
export async function bootstrapCatalogue(app: FastifyInstance, config: Config) {
  await app.services.tax.ensureRates();
  if (config.demo) await seedDemoShop(app.services, app.log);
}
