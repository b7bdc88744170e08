import { useCallback, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newLeadCountsQuery } from '../api/staff';
import type { PageAlertMessage } from '../../../components/ui/PageAlert';

/** What a detail screen needs from one kind of lead's API, and the texts it shows. */
export type LeadDetailApi<Row, Update> = {
  /** Every query of this kind of lead: lists, stats and details. */
  kindKey: readonly unknown[];
  detailKey: readonly unknown[];
  update: (update: Update) => Promise<Row>;
  remove: () => Promise<unknown>;
  messages: { update: string; notes: string; delete: string };
};

/**
 * The detail screen's writes. The server's answer replaces the cached record, so the screen
 * shows what was stored (updated_at included); the lists, stats and the navbar's count of new
 * leads are refreshed behind it.
 */
export function useLeadDetailActions<Row, Update>(
  api: LeadDetailApi<Row, Update>,
  { onDeleted }: { onDeleted: () => void },
) {
  const queryClient = useQueryClient();
  const [alert, setAlert] = useState<PageAlertMessage | null>(null);
  const dismissAlert = useCallback(() => setAlert(null), []);

  const refreshOthers = () =>
    Promise.all([
      queryClient.invalidateQueries({
        queryKey: api.kindKey,
        predicate: (q) => q.queryKey[api.kindKey.length] !== 'detail',
      }),
      queryClient.invalidateQueries({ queryKey: newLeadCountsQuery().queryKey }),
    ]);

  const saved = (row: Row) => {
    queryClient.setQueryData(api.detailKey, row);
    void refreshOthers();
  };

  const update = useMutation({
    mutationFn: api.update,
    onSuccess: (row) => {
      setAlert(null);
      saved(row);
    },
    onError: () => setAlert({ variant: 'danger', text: api.messages.update }),
  });

  const saveNotes = useMutation({
    mutationFn: api.update,
    onSuccess: (row) => {
      setAlert({ variant: 'success', text: 'Notes saved.' });
      saved(row);
    },
    onError: () => setAlert({ variant: 'danger', text: api.messages.notes }),
  });

  const remove = useMutation({
    mutationFn: api.remove,
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: api.detailKey });
      void refreshOthers();
      onDeleted();
    },
    onError: () => setAlert({ variant: 'danger', text: api.messages.delete }),
  });

  return { alert, dismissAlert, update, saveNotes, remove };
}
