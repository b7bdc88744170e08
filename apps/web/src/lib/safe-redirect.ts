const PROBE_ORIGIN = 'http://shop.invalid';

/**
 * Where to go after signing in. Only a path on this site is accepted ("/checkout"). The
 * candidate is parsed the way a browser would (which drops tabs and newlines and reads
 * "//host" and "/\host" as another site), and refused unless it stays on this origin, so the
 * login page cannot be used as an open redirect.
 */
export function safeRedirectPath(candidate: unknown): string | null {
  if (typeof candidate !== 'string' || !candidate.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(candidate, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  const path = url.pathname + url.search + url.hash;
  // "/..//evil.example" parses to the path "//evil.example", which a browser reads as a host.
  if (path.startsWith('//') || path.startsWith('/\\')) return null;
  if (path.startsWith('/login') || path.startsWith('/register')) return null;
  return path;
}

export function homeForRole(role: string): string {
  return role === 'admin' ? '/admin/dashboard' : '/dashboard';
}
