/**
 * Where to go after signing in. Only a path on this site is accepted ("/checkout"), never
 * "//evil.example" or an absolute URL, so the login page cannot be used as an open redirect.
 */
export function safeRedirectPath(candidate: unknown): string | null {
  if (typeof candidate !== 'string') return null;
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\'))
    return null;
  if (candidate.startsWith('/login') || candidate.startsWith('/register')) return null;
  return candidate;
}

export function homeForRole(role: string): string {
  return role === 'admin' ? '/admin/dashboard' : '/dashboard';
}
