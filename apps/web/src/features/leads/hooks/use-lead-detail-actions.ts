import { useCallback, useState } from 'react';
import type { PageAlertMessage } from '../../../components/ui/PageAlert';
import { useDeleteLead, useUpdateLead, type LeadWrites } from '../api/lead-writes';

/** What a detail screen says when a write fails. */
export type LeadDetailMessages = { update: string; delete: string };

/**
 * The detail screen's writes (their cache work is in api/lead-writes.ts): a change of status,
 * priority or assignee, and the delete, with their outcome in the alert. (Notes are added in
 * their own card, components/LeadNotes.)
 */
export function useLeadDetailActions<Row, Status extends string, Update>(
  writes: LeadWrites<Row, Status, Update>,
  id: number,
  { messages, onDeleted }: { messages: LeadDetailMessages; onDeleted: () => void },
) {
  const [alert, setAlert] = useState<PageAlertMessage | null>(null);
  const dismissAlert = useCallback(() => setAlert(null), []);

  const update = useUpdateLead(writes, id, {
    onSuccess: () => setAlert(null),
    onError: () => setAlert({ variant: 'danger', text: messages.update }),
  });

  const remove = useDeleteLead(writes, id, {
    onSuccess: onDeleted,
    onError: () => setAlert({ variant: 'danger', text: messages.delete }),
  });

  return { alert, dismissAlert, update, remove };
}
