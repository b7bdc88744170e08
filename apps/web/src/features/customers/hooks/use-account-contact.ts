import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../../lib/auth';
import { profileQuery } from '../api/get-profile';

export type AccountContact = { name: string; email: string; phone: string };

/**
 * The signed-in account's contact details, for forms that ask for them again (the contact
 * form): name and e-mail from the session at once, the phone once the profile has loaded.
 * Null for a visitor.
 */
export function useAccountContact(): AccountContact | null {
  const { user } = useAuth();
  const profile = useQuery({ ...profileQuery(), enabled: !!user });
  const p = user ? profile.data : undefined;
  return useMemo(() => {
    if (!user) return null;
    const source = p ?? user;
    return {
      name: `${source.firstName} ${source.lastName}`.trim(),
      email: source.email,
      phone: p?.phone ?? '',
    };
  }, [user, p]);
}
