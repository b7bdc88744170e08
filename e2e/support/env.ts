import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Settings shared by the Playwright config, the global setup and the specs. Everything here
 * is test data for a throw-away server: the admin password and session secret are not
 * secrets of any real installation.
 */
const num = (value: string | undefined, fallback: number) =>
  value && /^\d+$/.test(value) ? Number(value) : fallback;

export const E2E_PORT = num(process.env.E2E_PORT, 3100);
export const SMTP_PORT = num(process.env.E2E_SMTP_PORT, 3125);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

export const ADMIN_EMAIL = process.env.E2E_ADMIN_EMAIL ?? 'e2e-admin@example.com';
export const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'e2e-Admin-Passw0rd!';
export const SESSION_SECRET = 'e2e-session-secret-only-for-throwaway-test-servers';

export const E2E_DIR = path.resolve(import.meta.dirname, '..');
export const REPO_ROOT = path.resolve(E2E_DIR, '..');
export const TMP_DIR = path.join(E2E_DIR, '.tmp');
/** The test SMTP server writes one JSON file per received message here. */
export const MAIL_DIR = path.join(TMP_DIR, 'mail');

const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/**
 * The Chromium every project runs (Debian's), and its launch arguments. Its headless shell is
 * preferred (what Playwright runs headless by default): the full browser spent about a third
 * more CPU on the same suite (ADR 0072). scripts/run-e2e.mjs picks the same one.
 */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ||
  (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : '/usr/bin/chromium');
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
