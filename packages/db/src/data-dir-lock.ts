import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';

/**
 * How long a start waits for the process holding DATA_DIR to let go: longer than a server's
 * own graceful stop (10 s, then it exits), so a restart issued while the old server is still
 * stopping waits for it instead of refusing.
 */
export const DATA_DIR_LOCK_WAIT_MS = 15_000;

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${dataDir} is in use by process ${pid}. ` +
        'Stop that server first, or point DATA_DIR elsewhere.',
    );
    this.name = 'DataDirInUseError';
  }
}

/** Who holds a lock: its pid, and on Linux when that process started (ticks since boot). */
type Owner = { pid: number; started: string | null };

/**
 * A process's start time and whether it is a zombie, from /proc on Linux; null elsewhere.
 * The start time tells a live owner from a new process that was given a dead owner's pid
 * (after a reboot or a container restart); a zombie (killed, its parent not yet told) holds
 * nothing any more, though kill(pid, 0) still reaches it.
 */
function procStat(pid: number): { started: string; zombie: boolean } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // pid (comm) state ... : comm may hold spaces, so fields are counted after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { started: fields[19] ?? '', zombie: fields[0] === 'Z' };
  } catch {
    return null;
  }
}

/** What a lock file says of its owner: "pid start-time" (the pid alone off Linux). */
export function ownerText(pid: number): string {
  return `${pid} ${procStat(pid)?.started ?? ''}`.trim();
}

function holds(owner: Owner): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const stat = procStat(owner.pid);
  if (!stat) return true;
  if (stat.zombie) return false;
  return owner.started === null || owner.started === stat.started;
}

/** The lock's text, or null when it is gone (released meanwhile). */
function readLock(lockFile: string): string | null {
  try {
    return readFileSync(lockFile, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

function ownerOf(text: string): Owner | null {
  const [pid, started] = text.trim().split(/\s+/);
  const n = Number(pid);
  return Number.isInteger(n) && n > 0 ? { pid: n, started: started ?? null } : null;
}

/** An unreadable lock this old was left by a process killed while writing it. */
const PARTIAL_LOCK_MS = 2_000;

export type DataDirLockOptions = {
  waitMs?: number;
  /** Told once when the start has to wait for another process. */
  onWait?: (pid: number, waitMs: number) => void;
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Removes the lock only if it still says `text`: another start may have taken it over. */
function removeIfStill(lockFile: string, text: string) {
  if (readLock(lockFile) === text) rmSync(lockFile, { force: true });
}

/**
 * PGlite is one process's database: two processes opening the same folder would corrupt it.
 * The lock file beside the folder names its owner (pid and start time). A lock whose owner is
 * gone (killed with -9, crashed; its pid perhaps reused since) is taken over at once; a live
 * owner is waited for up to `waitMs` (a restart while the old server is still stopping), and
 * then the start is refused with the owner's pid. Returns the release function.
 */
export async function lockDataDir(
  dataDir: string,
  options: DataDirLockOptions = {},
): Promise<() => void> {
  const lockFile = `${dataDir}.lock`;
  const waitMs = options.waitMs ?? DATA_DIR_LOCK_WAIT_MS;
  const deadline = Date.now() + waitMs;
  const self = ownerText(process.pid);
  let toldWait = false;
  for (;;) {
    try {
      writeFileSync(lockFile, self, { flag: 'wx' });
      return () => removeIfStill(lockFile, self);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const text = readLock(lockFile);
    if (text === null) continue;
    const owner = ownerOf(text);
    if (!owner) {
      // Being written by a process that has just created it, or left half-written.
      let age: number;
      try {
        age = Date.now() - statSync(lockFile).mtimeMs;
      } catch {
        continue;
      }
      if (age > PARTIAL_LOCK_MS) removeIfStill(lockFile, text);
      else await pause(50);
      continue;
    }
    if (owner.pid !== process.pid && holds(owner)) {
      if (Date.now() >= deadline) throw new DataDirInUseError(dataDir, owner.pid);
      if (!toldWait) options.onWait?.(owner.pid, waitMs);
      toldWait = true;
      await pause(100);
      continue;
    }
    // Left by a process that is gone (or by this one): the data is nobody's, take it.
    removeIfStill(lockFile, text);
  }
}
