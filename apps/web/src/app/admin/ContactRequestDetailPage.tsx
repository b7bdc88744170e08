import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import {
  CONTACT_PROPERTY_TYPE_LABELS,
  CONTACT_STATUS_LABELS,
  isServiceType,
  SERVICE_TYPE_LABELS,
} from '@shop/contract/lead-labels';
import { contactUpdateSchema } from '@shop/contract';
import { LEAD_LIMITS } from '@shop/contract/lead-options';
import {
  contactRequestQuery,
  contactRequestWrites,
} from '../../features/leads/api/admin-contact-requests';
import { staffQuery } from '../../features/leads/api/staff';
import { CustomerInfoCard } from '../../features/leads/components/CustomerInfoCard';
import { DetailCard } from '../../features/leads/components/DetailCard';
import { InfoList, NotGiven } from '../../features/leads/components/InfoList';
import { PriorityBadge, StatusBadge } from '../../features/leads/components/LeadBadges';
import { LeadDetailFrame } from '../../features/leads/components/LeadDetailFrame';
import { LeadTimeline } from '../../features/leads/components/LeadTimeline';
import { ManagementPanel } from '../../features/leads/components/ManagementPanel';
import { NotesEditor } from '../../features/leads/components/NotesEditor';
import { useLeadDetailActions } from '../../features/leads/hooks/use-lead-detail-actions';
import { useBackToList, useLeadId } from '../../features/leads/hooks/use-lead-id';
import { assigneeName } from '../../features/leads/lead-labels';
import { formatDateTime } from '../../lib/format';
import { optionsOf } from '../../lib/options';
import { useDocumentTitle } from '../../lib/use-document-title';

const LIST_PATH = '/admin/contact-requests';
const STATUS_OPTIONS = optionsOf(CONTACT_STATUS_LABELS);
/** The server's limit for staff notes. */
const NOTES_MAX = LEAD_LIMITS.adminNotes;

/** /admin/contact-requests/:id: one request, its handling and the staff's notes. */
export default function ContactRequestDetailPage() {
  const id = useLeadId();
  useDocumentTitle(id ? `Contact Request #${id}` : 'Contact Request');
  const navigate = useNavigate();
  const back = useBackToList(LIST_PATH);
  const query = useQuery({ ...contactRequestQuery(id ?? 0), enabled: id !== null });
  const staff = useQuery(staffQuery()).data ?? [];
  const actions = useLeadDetailActions(contactRequestWrites, id ?? 0, {
    messages: {
      update: 'Failed to update request',
      notes: 'Failed to save notes',
      delete: 'Failed to delete request',
    },
    onDeleted: () => void navigate(back, { replace: true }),
  });

  return (
    <LeadDetailFrame
      back={{ to: back, label: 'Back to Contact Requests' }}
      invalidId={id === null ? 'No contact request ID provided' : null}
      query={query}
      texts={{
        loading: 'Loading contact request...',
        loadError: 'Failed to load contact request',
      }}
      title={`Contact Request #${id}`}
      badges={(r) => (
        <>
          <StatusBadge status={r.status} labels={CONTACT_STATUS_LABELS} />
          <PriorityBadge priority={r.priority} />
        </>
      )}
      subtitle={(r) => `Received ${formatDateTime(r.created_at)}`}
      deleteTitle="Delete request"
      deleteMessage={(r) => `Delete the request from ${r.name}? This action cannot be undone.`}
      alert={actions.alert}
      onDismissAlert={actions.dismissAlert}
      onDelete={() => actions.remove.mutateAsync()}
      deleting={actions.remove.isPending}
    >
      {(r) => (
        <div className="row gx-4">
          <div className="col-lg-4">
            <CustomerInfoCard
              name={r.name}
              lines={[
                {
                  icon: 'bi bi-envelope',
                  label: 'Email',
                  value: r.email,
                  href: `mailto:${r.email}`,
                  copy: true,
                },
                {
                  icon: 'bi bi-telephone',
                  label: 'Phone',
                  value: r.phone,
                  href: r.phone ? `tel:${r.phone}` : undefined,
                  copy: true,
                },
                {
                  icon: 'bi bi-house-door',
                  label: 'Property type',
                  value: CONTACT_PROPERTY_TYPE_LABELS[r.property_type],
                },
                {
                  icon: 'bi bi-tools',
                  label: 'Service interested in',
                  value: isServiceType(r.service_type) ? SERVICE_TYPE_LABELS[r.service_type] : null,
                },
              ]}
            />
            <ManagementPanel
              idPrefix="contact"
              statusOptions={STATUS_OPTIONS}
              status={r.status}
              priority={r.priority}
              assignedId={r.assigned_user_id}
              assignedName={r.assigned_user_name}
              assigneeShown={assigneeName(r.assigned_user_id, r.assigned_user_name, staff)}
              onChange={(change) => actions.update.mutate(change)}
              pending={actions.update.isPending}
            />
          </div>
          <div className="col-lg-8">
            <DetailCard id="request-heading" title="Request details" icon="bi bi-chat-left-text">
              <InfoList
                className="mb-3"
                items={[{ label: 'Subject', value: r.subject ?? <NotGiven text="No subject" /> }]}
              />
              <h3 className="h6 text-body-secondary small">Message</h3>
              <p className="mb-0 text-break" style={{ whiteSpace: 'pre-wrap' }}>
                {r.message}
              </p>
            </DetailCard>
            <DetailCard id="timeline-heading" title="Timeline" icon="bi bi-clock-history">
              <LeadTimeline
                createdAt={r.created_at}
                updatedAt={r.updated_at}
                respondedAt={r.responded_at}
              />
            </DetailCard>
            <NotesEditor
              id="contact-notes"
              title="Internal notes"
              value={r.notes}
              maxLength={NOTES_MAX}
              schema={contactUpdateSchema}
              field="notes"
              saving={actions.saveNotes.isPending}
              onSave={(notes) => actions.saveNotes.mutateAsync({ notes })}
            />
          </div>
        </div>
      )}
    </LeadDetailFrame>
  );
}
