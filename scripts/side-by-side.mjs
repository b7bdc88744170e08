// Two commands at once (ADR 0073): one reports as it goes, the other's output goes to a log
// file as it runs and is printed, in one piece, once both have finished.
import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';

/**
 * Runs `live` (its output shown as it comes) and `behind` (its output written to `log`, then
 * printed under `title`) side by side. Resolves with `live`'s exit status when it failed,
 * else `behind`'s; a command that cannot start, or is ended by a signal, counts as 1. A
 * SIGTERM is passed on to both.
 * Types: side-by-side.d.mts.
 */
export async function runSideBySide({ live, behind, log, title, cwd, out = process.stdout }) {
  const children = [];
  // Ctrl-C reaches the children from the terminal itself (one process group): sent again,
  // Playwright would take it as a second Ctrl-C and skip stopping its server. Here it only
  // keeps this process waiting for them. A SIGTERM is sent to this process alone: passed on.
  const wait = () => {};
  const forward = () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  };
  process.on('SIGINT', wait);
  process.on('SIGTERM', forward);

  const start = ([command, ...args], stdio) => {
    const child = spawn(command, args, { cwd, stdio });
    children.push(child);
    const done = new Promise((resolve) => {
      child.on('error', (err) => {
        out.write(`Cannot run ${command}: ${err.message}\n`);
        resolve(1);
      });
      // 'close', not 'exit': the output has all arrived by then.
      child.on('close', (code) => resolve(code ?? 1));
    });
    return { child, done };
  };

  const file = createWriteStream(log);
  const background = start(behind, ['ignore', 'pipe', 'pipe']);
  background.child.stdout.pipe(file, { end: false });
  background.child.stderr.pipe(file, { end: false });
  const foreground = start(live, [
    'inherit',
    out === process.stdout ? 'inherit' : 'pipe',
    'inherit',
  ]);
  if (out !== process.stdout) foreground.child.stdout.pipe(out, { end: false });

  const [liveStatus, behindStatus] = await Promise.all([foreground.done, background.done]);
  await new Promise((resolve) => file.end(resolve));
  process.off('SIGINT', wait);
  process.off('SIGTERM', forward);
  out.write(`\n--- ${title} ---\n`);
  out.write(readFileSync(log, 'utf8'));
  return liveStatus !== 0 ? liveStatus : behindStatus;
}
