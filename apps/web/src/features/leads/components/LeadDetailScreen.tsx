import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { LEAD_KINDS, type LeadKind, type LeadRecord, type LeadStatus } from '@shop/contract';
import { LEAD_LIMITS } from '@shop/contract/lead-options';
import { formatDateTime } from '../../../lib/format';
import { optionsOf } from '../../../lib/options';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LEAD_WRITES, leadQuery } from '../api/admin-leads';
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
import { NotesEditor } from './NotesEditor';

/**
 * One lead (warehouse-and-leads.md section 8): who sent it, its handling (status, priority,
 * assignee) and timeline on the left; what they sent and the staff's notes on the right. What
 * differs between the kinds comes from lead-screens.tsx.
 */
export function LeadDetailScreen<K extends LeadKind>({ kind }: { kind: K }) {
  const screen = LEAD_SCREENS[kind] as LeadScreen<K>;
  const { names, detail } = screen;
  const { path, notesField, schemas } = LEAD_KINDS[kind];
  const id = useLeadId();
  const heading = titleCase(names.one);
  useDocumentTitle(id ? `${heading} #${id}` : heading);
  const navigate = useNavigate();
  const back = useBackToList(`/admin/${path}`);
  const query = useQuery({ ...leadQuery(kind, id ?? 0), enabled: id !== null });
  const staff = useQuery(staffQuery()).data ?? [];
  // The screen sends a status, priority, assignee or notes change (under the kind's notes
  // field): each is one of the kind's updates, which TypeScript cannot see over a generic kind.
  const writes = LEAD_WRITES[kind] as unknown as LeadWrites<
    LeadRecord<K>,
    LeadStatus<K>,
    Record<string, unknown>
  >;
  const actions = useLeadDetailActions(writes, id ?? 0, {
    messages: {
      update: `Failed to update ${names.short.one}`,
      notes: 'Failed to save notes',
      delete: `Failed to delete ${names.short.one}`,
    },
    onDeleted: () => void navigate(back, { replace: true }),
  });
  const statusOptions = optionsOf(screen.statusLabels);

  return (
    <LeadDetailFrame<LeadRecord<K>>
      back={{ to: back, label: `Back to ${titleCase(names.many)}` }}
      invalidId={id === null ? `No ${names.one} ID provided` : null}
      query={query}
      texts={{ loading: `Loading ${names.one}...`, loadError: `Failed to load ${names.one}` }}
      title={`${heading} #${id}`}
      badges={(r) => (
        <>
          <StatusBadge status={r.status} labels={screen.statusLabels} />
          <PriorityBadge priority={r.priority} />
        </>
      )}
      subtitle={(r) => `Received ${formatDateTime(r.created_at)}`}
      deleteTitle={`Delete ${names.short.one}`}
      deleteMessage={(r) =>
        `Delete the ${names.short.one} from ${screen.nameOf(r)}? This action cannot be undone.`
      }
      alert={actions.alert}
      onDismissAlert={actions.dismissAlert}
      onDelete={() => actions.remove.mutateAsync()}
      deleting={actions.remove.isPending}
    >
      {(r) => (
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
              onChange={(change) => actions.update.mutate(change)}
              pending={actions.update.isPending}
            />
            <DetailCard id="timeline-heading" title="Timeline" icon="bi bi-clock-history">
              <LeadTimeline
                createdAt={r.created_at}
                updatedAt={r.updated_at}
                respondedAt={r.responded_at}
              />
            </DetailCard>
          </div>
          <div className="col-lg-8">
            {detail.body(r)}
            <NotesEditor
              id={detail.notes.id}
              title={detail.notes.title}
              value={detail.notes.value(r)}
              maxLength={LEAD_LIMITS.adminNotes}
              schema={schemas.update}
              field={notesField}
              saving={actions.saveNotes.isPending}
              onSave={(notes) => actions.saveNotes.mutateAsync({ [notesField]: notes })}
            />
          </div>
        </div>
      )}
    </LeadDetailFrame>
  );
}
