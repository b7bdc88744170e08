import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir, ownerText } from './data-dir-lock.ts';

const LINUX = existsSync('/proc/self/stat');
const root = mkdtempSync(path.join(os.tmpdir(), 'shop-lock-'));
const children: ChildProcess[] = [];
let n = 0;

/** A fresh data dir path; its lock file is `${dir}.lock`. */
const dataDir = () => path.join(root, `data-${(n += 1)}`);

function sleeper(): ChildProcess {
  const child = spawn('sleep', ['30'], { stdio: 'ignore' });
  children.push(child);
  return child;
}

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the DATA_DIR lock', () => {
  it('takes over at once a lock left by a process killed with -9', async () => {
    const dir = dataDir();
    const crashed = sleeper();
    writeFileSync(`${dir}.lock`, ownerText(crashed.pid!));
    crashed.kill('SIGKILL');
    await new Promise((resolve) => crashed.once('exit', resolve));

    const release = await lockDataDir(dir, { waitMs: 0 });
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(ownerText(process.pid));
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it.skipIf(!LINUX)('a pid given to another process since holds nothing', async () => {
    const dir = dataDir();
    const other = sleeper();
    // The lock's owner had this pid, but started at another time: it is not this process.
    writeFileSync(`${dir}.lock`, `${other.pid} 1`);
    const release = await lockDataDir(dir, { waitMs: 0 });
    release();
  });

  it.skipIf(!LINUX)(
    'a killed process its parent has not reaped yet (a zombie) holds nothing',
    async () => {
      const dir = dataDir();
      // A child under a parent that never reaps it: the shell becomes `sleep 30` by exec. The
      // child is killed only once the exec has happened: a child that ended sooner could be
      // reaped by the shell itself (it was, on a busy machine), leaving no zombie to test.
      const parent = spawn('sh', ['-c', 'sleep 30 & echo $!; exec sleep 30'], {
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      children.push(parent);
      const zombie = Number(
        await new Promise<string>((resolve) =>
          parent.stdout!.once('data', (d: Buffer) => resolve(d.toString())),
        ),
      );
      const command = () => readFileSync(`/proc/${parent.pid}/comm`, 'utf8').trim();
      while (command() !== 'sleep') await new Promise((r) => setTimeout(r, 10));
      process.kill(zombie, 'SIGKILL');
      const state = () => /\) (\S)/.exec(readFileSync(`/proc/${zombie}/stat`, 'utf8'))?.[1];
      while (state() !== 'Z') await new Promise((r) => setTimeout(r, 10));
      writeFileSync(`${dir}.lock`, ownerText(zombie));

      const release = await lockDataDir(dir, { waitMs: 0 });
      release();
    },
  );

  it('waits for a live owner that stops, then takes the lock', async () => {
    const dir = dataDir();
    const stopping = sleeper();
    writeFileSync(`${dir}.lock`, ownerText(stopping.pid!));
    const waits: number[] = [];
    const locking = lockDataDir(dir, { waitMs: 10_000, onWait: (pid) => waits.push(pid) });
    await new Promise((r) => setTimeout(r, 300));
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(ownerText(stopping.pid!));
    stopping.kill('SIGTERM');

    const release = await locking;
    expect(waits).toEqual([stopping.pid]);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(ownerText(process.pid));
    release();
  });

  it('refuses, naming the owner, when a live owner keeps the data past the wait', async () => {
    const dir = dataDir();
    const owner = sleeper();
    writeFileSync(`${dir}.lock`, ownerText(owner.pid!));
    const began = Date.now();
    const refused = await lockDataDir(dir, { waitMs: 300 }).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(DataDirInUseError);
    expect((refused as Error).message).toContain(`${dir} is in use by process ${owner.pid}`);
    expect(Date.now() - began).toBeGreaterThanOrEqual(300);
    // The owner's lock is left alone.
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(ownerText(owner.pid!));
  });

  it('a release removes only its own lock, not one taken over since', async () => {
    const dir = dataDir();
    const release = await lockDataDir(dir, { waitMs: 0 });
    const other = sleeper();
    writeFileSync(`${dir}.lock`, ownerText(other.pid!));
    release();
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(ownerText(other.pid!));
  });

  it('an unreadable lock is waited on while fresh and taken over once old', async () => {
    const dir = dataDir();
    writeFileSync(`${dir}.lock`, '');
    const old = new Date(Date.now() - 60_000);
    const { utimesSync } = await import('node:fs');
    utimesSync(`${dir}.lock`, old, old);
    const release = await lockDataDir(dir, { waitMs: 0 });
    release();
  });
});
