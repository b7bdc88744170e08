import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { runSideBySide } from './side-by-side.mjs';

const node = (code: string) => [process.execPath, '-e', code];

async function run(live: string[], behind: string[]) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'side-by-side-'));
  const out = new PassThrough();
  let text = '';
  out.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const log = path.join(dir, 'behind.log');
  const status = await runSideBySide({ live, behind, log, title: 'behind', cwd: dir, out });
  return { status, text, log: readFileSync(log, 'utf8') };
}

describe('npm test runs the two suites side by side (ADR 0073)', () => {
  it('runs both at once, and prints the second one’s output whole after the first’s', async () => {
    // Each waits for the other's file: run one after the other, neither would finish.
    const both = await run(
      node(`const fs=require('fs');fs.writeFileSync('a','');
        const t=setInterval(()=>{if(fs.existsSync('b')){clearInterval(t);console.log('live done')}},10)`),
      node(`const fs=require('fs');fs.writeFileSync('b','');console.log('behind one');
        const t=setInterval(()=>{if(fs.existsSync('a')){clearInterval(t);console.error('behind two')}},10)`),
    );
    expect(both.status).toBe(0);
    expect(both.text).toMatch(/^live done\n\n--- behind ---\n/);
    expect(both.text).toContain('behind one');
    expect(both.text).toContain('behind two');
    expect(both.log).toContain('behind one');
  });

  it('fails when either fails, with the failing one’s status', async () => {
    expect((await run(node('process.exit(3)'), node(''))).status).toBe(3);
    expect((await run(node(''), node('process.exit(4)'))).status).toBe(4);
    expect((await run(node('process.exit(3)'), node('process.exit(4)'))).status).toBe(3);
    expect((await run(node('process.kill(process.pid, "SIGKILL")'), node(''))).status).toBe(1);
  });

  it('counts a command that cannot start as a failure', async () => {
    const missing = await run(node(''), ['/nonexistent/command']);
    expect(missing.status).toBe(1);
    expect(missing.text).toContain('Cannot run /nonexistent/command');
  });

  it('passes a SIGTERM on to both, and reports them ended', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'side-by-side-'));
    const sleeper = JSON.stringify(node('setTimeout(() => {}, 60_000)'));
    const runner = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { runSideBySide } from ${JSON.stringify(path.join(import.meta.dirname, 'side-by-side.mjs'))};
         setTimeout(() => process.kill(process.pid, 'SIGTERM'), 300);
         const status = await runSideBySide({ live: ${sleeper}, behind: ${sleeper},
           log: ${JSON.stringify(path.join(dir, 'behind.log'))}, title: 'behind', cwd: ${JSON.stringify(dir)} });
         process.exit(status + 10);`,
      ],
      { stdio: 'ignore' },
    );
    const began = Date.now();
    const code = await new Promise<number | null>((resolve) => runner.on('exit', resolve));
    // Both children ended by the signal (1), well before their minute.
    expect(code).toBe(11);
    expect(Date.now() - began).toBeLessThan(30_000);
  });

  it('npm test refuses arguments, before building or running anything', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const refused = spawnSync(process.execPath, ['scripts/run-tests.mjs', '--project', 'web'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain('npm test takes no arguments');
    expect(refused.stdout).toBe('');
  });
});
