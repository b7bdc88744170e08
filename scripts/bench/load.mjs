// The bench's load generator, in a process of its own: autocannon sharing the server's
// process would share its event loop and take CPU from the server it measures. Reads one case
// as JSON (argv[2]), runs it, prints autocannon's result as one JSON line.
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';

const c = JSON.parse(process.argv[2]);
const guest = () => `guest_${Date.now()}_${randomBytes(16).toString('hex')}`;
const result = await autocannon({
  url: c.url,
  method: c.method ?? 'GET',
  headers: c.headers ?? {},
  ...(c.body ? { body: c.body } : {}),
  // A fresh guest cart per request, so adding never meets the 99 cap.
  ...(c.freshGuest
    ? {
        requests: [
          {
            setupRequest: (req) => ({
              ...req,
              headers: { ...req.headers, 'x-session-id': guest() },
            }),
          },
        ],
      }
    : {}),
  connections: c.connections,
  duration: c.seconds,
});
process.stdout.write(
  JSON.stringify({
    rps: result.requests.average,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p97: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
  }) + '\n',
);
