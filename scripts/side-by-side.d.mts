// Types for side-by-side.mjs, a plain script `npm test` runs without TypeScript tooling.
export function runSideBySide(options: {
  live: string[];
  behind: string[];
  log: string;
  title: string;
  cwd: string;
  out?: NodeJS.WritableStream;
}): Promise<number>;
