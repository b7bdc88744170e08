import { describe, expect, it } from 'vitest';
import { consoleLogger, logSerializers, redactUrl, resolvePinoPretty } from './log.ts';

describe('redactUrl', () => {
  it('removes verification and reset tokens', () => {
    expect(redactUrl('/api/verify/abc123DEF_-x')).toBe('/api/verify/[redacted]');
    expect(redactUrl('/verify/abc?x=1')).toBe('/verify/[redacted]?x=1');
    expect(redactUrl('/reset-password?token=secret&y=2')).toBe(
      '/reset-password?token=[redacted]&y=2',
    );
    expect(redactUrl('/reset-password?a=1&TOKEN=secret')).toBe(
      '/reset-password?a=1&TOKEN=[redacted]',
    );
  });
  it('leaves other URLs alone', () => {
    expect(redactUrl('/api/products?page=2')).toBe('/api/products?page=2');
  });
});

describe('err serializer', () => {
  it('drops query parameters from database errors but keeps the cause', () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
    });
    const err = new Error(
      'Failed query: insert into "users" ("email") values ($1)\nparams: pat@example.com,scrypt$32768$8$1$salt$hash',
      { cause },
    );
    const out = logSerializers.err(err) as Record<string, unknown>;
    expect(JSON.stringify(out)).not.toContain('scrypt$');
    expect(JSON.stringify(out)).not.toContain('pat@example.com');
    expect(out.message).toBe('Failed query: insert into "users" ("email") values ($1)');
    expect(out.cause).toEqual({
      message: 'invalid byte sequence for encoding "UTF8": 0x00',
      code: '22021',
    });
  });
});

describe('console logger', () => {
  const base = { level: 'info', isTTY: true, production: false, prettyTarget: '/x/pino-pretty' };

  it('is readable (pino-pretty) at a terminal', () => {
    const logger = consoleLogger(base);
    expect(logger.level).toBe('info');
    expect(logger.transport?.target).toBe('/x/pino-pretty');
  });

  it('is JSON through a pipe, in production, or without pino-pretty', () => {
    expect(consoleLogger({ ...base, isTTY: false })).toEqual({ level: 'info' });
    expect(consoleLogger({ ...base, production: true })).toEqual({ level: 'info' });
    expect(consoleLogger({ ...base, prettyTarget: null })).toEqual({ level: 'info' });
  });

  it('finds pino-pretty where npm start runs (a plain npm install puts it there)', () => {
    const target = resolvePinoPretty();
    expect(target).toMatch(/pino-pretty/);
  });
});
