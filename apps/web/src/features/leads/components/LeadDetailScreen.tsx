import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { LEAD_KINDS, type LeadKind, type LeadStatus, type LeadUpdate } from '@shop/contract';
import { formatDateTime } from '../../../lib/format';
import { optionsOf } from '../../../lib/options';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LEAD_WRITES, leadQuery, type LeadDetail } from '../api/admin-leads';
import type { LeadWrites } from '../api/lead-writes';
import { staffQuery } from '../api/staff';
import { useLeadDetailActions } from '../hooks/use-lead-detail-actions';
import { useBackToList, useLeadId } from '../hooks/use-lead-id';
import { assigneeName } from '../lead-labels';
import { LEAD_SCREENS, titleCase, type LeadScreen } from '../lead-screens';
import { CustomerInfoCard } from './CustomerInfoCard';
import { DetailCard } from './DetailCard';
import { PriorityBadge, StatusBadge } from './LeadBadges';
import { LeadDetailFrame } from './LeadDetailFrame';
import { LeadTimeline } from './LeadTimeline';
import { ManagementPanel } from './ManagementPanel';
import { LeadNotes } from './LeadNotes';

/**
 * One lead (docs/modules/leads.md#messages): who sent it, its handling (status, priority,
 * assignee) and timeline on the left; what they sent and the staff's notes on the right. What
 * differs between the kinds comes from lead-screens.tsx.
 */
export function LeadDetailScreen<K extends LeadKind>({
  kind,
  aside,
}: {
  kind: K;
  /** More of the lead's left column from other screens (its quotes). */
  aside?: (id: number) => ReactNode;
}) {
  const screen = LEAD_SCREENS[kind] as LeadScreen<K>;
  const { names, detail } = screen;
  const { path } = LEAD_KINDS[kind];
  const id = useLeadId();
  const heading = titleCase(names.one);
  useDocumentTitle(id ? `${heading} #${id}` : heading);
  const navigate = useNavigate();
  const back = useBackToList(`/admin/${path}`);
  const query = useQuery({ ...leadQuery(kind, id ?? 0), enabled: id !== null });
  const staff = useQuery(staffQuery()).data ?? [];
  // TypeScript cannot resolve each kind's writes over a generic kind.
  const writes = LEAD_WRITES[kind] as unknown as LeadWrites<
    LeadDetail<K>,
    LeadStatus<K>,
    LeadUpdate<K>
  >;
  const actions = useLeadDetailActions(writes, id ?? 0, {
    messages: {
      update: `Failed to update ${names.short.one}`,
      delete: `Failed to delete ${names.short.one}`,
    },
    onDeleted: () => void navigate(back, { replace: true }),
  });
  const statusOptions = optionsOf(screen.statusLabels);
  const statusLabel = (status: string) =>
    (screen.statusLabels as Record<string, string>)[status] ?? status;

  return (
    <LeadDetailFrame<LeadDetail<K>>
      back={{ to: back, label: `Back to ${titleCase(names.many)}` }}
      invalidId={id === null ? `No ${names.one} ID provided` : null}
      query={query}
      texts={{ loading: `Loading ${names.one}...`, loadError: `Failed to load ${names.one}` }}
      title={`${heading} #${id}`}
      badges={({ record: r }) => (
        <>
          <StatusBadge status={r.status} labels={screen.statusLabels} />
          <PriorityBadge priority={r.priority} />
        </>
      )}
      subtitle={({ record: r }) => `Received ${formatDateTime(r.created_at)}`}
      deleteTitle={`Delete ${names.short.one}`}
      deleteMessage={({ record: r }) =>
        `Delete the ${names.short.one} from ${screen.nameOf(r)}? This action cannot be undone.`
      }
      alert={actions.alert}
      onDismissAlert={actions.dismissAlert}
      onDelete={() => actions.remove.mutateAsync()}
      deleting={actions.remove.isPending}
    >
      {({ record: r, history }) => (
        <div className="row gx-4">
          <div className="col-lg-4">
            <CustomerInfoCard name={screen.nameOf(r)} lines={detail.contactLines(r)} />
            <ManagementPanel
              idPrefix={screen.idPrefix}
              statusOptions={statusOptions}
              status={r.status}
              priority={r.priority}
              assignedId={r.assigned_user_id}
              assignedName={r.assigned_user_name}
              assigneeShown={assigneeName(r.assigned_user_id, r.assigned_user_name, staff)}
              onChange={(change) => actions.update.mutate(change as LeadUpdate<K>)}
              pending={actions.update.isPending}
            />
            {aside?.(r.id)}
            <DetailCard id="timeline-heading" title="Timeline" icon="bi bi-clock-history">
              <LeadTimeline
                createdAt={r.created_at}
                updatedAt={r.updated_at}
                respondedAt={r.responded_at}
                history={history}
                statusLabel={statusLabel}
              />
            </DetailCard>
          </div>
          <div className="col-lg-8">
            {detail.body(r)}
            <LeadNotes
              kind={kind}
              id={r.id}
              title={detail.notesTitle}
              headingId={`${screen.idPrefix}-notes-heading`}
              writes={writes}
            />
          </div>
        </div>
      )}
    </LeadDetailFrame>
  );
}
