import { useCallback, useState } from 'react';
import type { LeadKind, LeadStatus } from '@shop/contract';
import type { PageAlertMessage } from '../../../components/ui/PageAlert';
import {
  useBulkLeadAction,
  useDeleteLeadRow,
  usePendingLeadRowUpdates,
  useUpdateLeadRow,
  type LeadWrites,
} from '../api/lead-writes';

export type LeadNoun = { one: string; many: string };

/** What a list row changes: its status or its assignee. */
export type LeadRowChange<K extends LeadKind> = {
  status?: LeadStatus<K>;
  assigned_user_id?: number | null;
};

/** What a list screen says about one kind of lead. */
export type LeadListTexts = {
  noun: LeadNoun;
  messages: { update: string; delete: string; bulk: string };
};

const countOf = (n: number, noun: LeadNoun) => `${n} ${n === 1 ? noun.one : noun.many}`;

/**
 * The list screen's writes: one row's status or assignee, a delete, and the bulk actions
 * (their cache work is in api/lead-writes.ts). Each failure puts the spec's message in the
 * page alert, each delete and bulk action its outcome.
 */
export function useLeadListActions<Row, Status extends string, Update>(
  writes: LeadWrites<Row, Status, Update>,
  texts: LeadListTexts,
) {
  const [alert, setAlert] = useState<PageAlertMessage | null>(null);
  const dismissAlert = useCallback(() => setAlert(null), []);

  const updateRow = useUpdateLeadRow(writes, {
    onError: () => setAlert({ variant: 'danger', text: texts.messages.update }),
  });
  const pendingUpdates = usePendingLeadRowUpdates<Update>(writes);

  const remove = useDeleteLeadRow(writes, {
    onSuccess: (_result, { name }) =>
      setAlert({ variant: 'success', text: `Deleted the ${texts.noun.one} from ${name}.` }),
    onError: () => setAlert({ variant: 'danger', text: texts.messages.delete }),
  });

  const bulk = useBulkLeadAction(writes, {
    onSuccess: (result, { status, label }) => {
      const what = countOf(result.affected, texts.noun);
      setAlert({
        variant: 'success',
        text: status === null ? `Deleted ${what}.` : `Marked ${what} as ${label}.`,
      });
    },
    onError: () => setAlert({ variant: 'danger', text: texts.messages.bulk }),
  });

  return {
    alert,
    dismissAlert,
    update: (id: number, update: Update) => updateRow.mutate({ id, update }),
    pendingUpdates,
    remove,
    bulk,
  };
}

export type LeadListActions<Row, Status extends string, Update> = ReturnType<
  typeof useLeadListActions<Row, Status, Update>
>;
