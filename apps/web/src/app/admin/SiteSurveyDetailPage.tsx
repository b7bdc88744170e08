import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { surveyUpdateSchema } from '@shop/contract';
import { SURVEY_STATUS_LABELS } from '@shop/contract/lead-labels';
import { LEAD_LIMITS } from '@shop/contract/lead-options';
import { siteSurveyQuery, siteSurveyWrites } from '../../features/leads/api/admin-site-surveys';
import { staffQuery } from '../../features/leads/api/staff';
import { CustomerInfoCard } from '../../features/leads/components/CustomerInfoCard';
import { DetailCard } from '../../features/leads/components/DetailCard';
import { PriorityBadge, StatusBadge } from '../../features/leads/components/LeadBadges';
import { LeadDetailFrame } from '../../features/leads/components/LeadDetailFrame';
import { LeadTimeline } from '../../features/leads/components/LeadTimeline';
import { ManagementPanel } from '../../features/leads/components/ManagementPanel';
import { NotesEditor } from '../../features/leads/components/NotesEditor';
import { surveyCustomerName } from '../../features/leads/components/SiteSurveysTable';
import {
  SurveyAnalytics,
  SurveyCameraRequirements,
  SurveyCustomerNotes,
  SurveyProjectOverview,
  SurveyTechnicalSpecs,
} from '../../features/leads/components/SurveySections';
import { useLeadDetailActions } from '../../features/leads/hooks/use-lead-detail-actions';
import { useBackToList, useLeadId } from '../../features/leads/hooks/use-lead-id';
import { assigneeName } from '../../features/leads/lead-labels';
import { formatDateTime } from '../../lib/format';
import { optionsOf } from '../../lib/options';
import { useDocumentTitle } from '../../lib/use-document-title';

const LIST_PATH = '/admin/site-surveys';
const STATUS_OPTIONS = optionsOf(SURVEY_STATUS_LABELS);
/** The server's limit for admin notes. */
const NOTES_MAX = LEAD_LIMITS.adminNotes;

/** /admin/site-surveys/:id: one survey's answers, estimate, handling and notes. */
export default function SiteSurveyDetailPage() {
  const id = useLeadId();
  useDocumentTitle(id ? `Site Survey #${id}` : 'Site Survey');
  const navigate = useNavigate();
  const back = useBackToList(LIST_PATH);
  const query = useQuery({ ...siteSurveyQuery(id ?? 0), enabled: id !== null });
  const staff = useQuery(staffQuery()).data ?? [];
  const actions = useLeadDetailActions(siteSurveyWrites, id ?? 0, {
    messages: {
      update: 'Failed to update survey',
      notes: 'Failed to save notes',
      delete: 'Failed to delete survey',
    },
    onDeleted: () => void navigate(back, { replace: true }),
  });

  return (
    <LeadDetailFrame
      back={{ to: back, label: 'Back to Site Surveys' }}
      invalidId={id === null ? 'No site survey ID provided' : null}
      query={query}
      texts={{ loading: 'Loading site survey...', loadError: 'Failed to load site survey' }}
      title={`Site Survey #${id}`}
      badges={(s) => (
        <>
          <StatusBadge status={s.status} labels={SURVEY_STATUS_LABELS} />
          <PriorityBadge priority={s.priority} />
        </>
      )}
      subtitle={(s) => `Received ${formatDateTime(s.created_at)}`}
      deleteTitle="Delete site survey"
      deleteMessage={(s) =>
        `Delete the site survey from ${surveyCustomerName(s)}? This action cannot be undone.`
      }
      alert={actions.alert}
      onDismissAlert={actions.dismissAlert}
      onDelete={() => actions.remove.mutateAsync()}
      deleting={actions.remove.isPending}
    >
      {(s) => (
        <div className="row gx-4">
          <div className="col-lg-4">
            <CustomerInfoCard
              name={surveyCustomerName(s)}
              lines={[
                {
                  icon: 'bi bi-envelope',
                  label: 'Email',
                  value: s.customer_email,
                  href: `mailto:${s.customer_email}`,
                  copy: true,
                },
                {
                  icon: 'bi bi-telephone',
                  label: 'Phone',
                  value: s.customer_phone,
                  href: s.customer_phone ? `tel:${s.customer_phone}` : undefined,
                  copy: true,
                },
                { icon: 'bi bi-building', label: 'Company', value: s.customer_company, copy: true },
              ]}
            />
            <ManagementPanel
              idPrefix="survey"
              statusOptions={STATUS_OPTIONS}
              status={s.status}
              priority={s.priority}
              assignedId={s.assigned_user_id}
              assignedName={s.assigned_user_name}
              assigneeShown={assigneeName(s.assigned_user_id, s.assigned_user_name, staff)}
              onChange={(change) => actions.update.mutate(change)}
              pending={actions.update.isPending}
            />
            <DetailCard id="timeline-heading" title="Timeline" icon="bi bi-clock-history">
              <LeadTimeline
                createdAt={s.created_at}
                updatedAt={s.updated_at}
                respondedAt={s.responded_at}
              />
            </DetailCard>
          </div>
          <div className="col-lg-8">
            <SurveyProjectOverview survey={s} />
            <SurveyCameraRequirements survey={s} />
            <div className="row gx-4">
              <div className="col-xl-6">
                <SurveyTechnicalSpecs survey={s} />
              </div>
              <div className="col-xl-6">
                <SurveyAnalytics survey={s} />
              </div>
            </div>
            <SurveyCustomerNotes notes={s.notes} />
            <NotesEditor
              id="survey-admin-notes"
              title="Admin notes"
              value={s.admin_notes}
              maxLength={NOTES_MAX}
              schema={surveyUpdateSchema}
              field="admin_notes"
              saving={actions.saveNotes.isPending}
              onSave={(admin_notes) => actions.saveNotes.mutateAsync({ admin_notes })}
            />
          </div>
        </div>
      )}
    </LeadDetailFrame>
  );
}
