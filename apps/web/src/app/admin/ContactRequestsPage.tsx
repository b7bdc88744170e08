import { useQuery } from '@tanstack/react-query';
import type { ContactSort } from '@shop/contract';
import {
  CONTACT_STATUS_LABELS,
  PRIORITY_LABELS,
  SERVICE_TYPE_LABELS,
} from '@shop/contract/lead-labels';
import { CONTACT_SORTS } from '@shop/contract/lead-options';
import {
  contactRequestsExportUrl,
  contactRequestsQuery,
  contactRequestStatsQuery,
  contactRequestWrites,
} from '../../features/leads/api/admin-contact-requests';
import { useRefreshLeadKind } from '../../features/leads/api/lead-writes';
import { staffQuery } from '../../features/leads/api/staff';
import { ContactRequestsTable } from '../../features/leads/components/ContactRequestsTable';
import { LeadListScreen } from '../../features/leads/components/LeadListScreen';
import { type StatCard, statCount } from '../../components/list/StatCards';
import {
  useLeadListActions,
  type LeadListTexts,
} from '../../features/leads/hooks/use-lead-list-actions';
import { oneOf, useListParams, type ListSpec } from '../../lib/use-list-params';
import { assigneeFilter, staffName } from '../../features/leads/lead-labels';
import { optionsOf } from '../../lib/options';
import { useDocumentTitle } from '../../lib/use-document-title';

const SPEC: ListSpec<ContactSort, 'status' | 'priority' | 'service_type' | 'assignedTo'> = {
  sorts: CONTACT_SORTS,
  defaultSort: 'created_at',
  filters: {
    status: oneOf(CONTACT_STATUS_LABELS),
    priority: oneOf(PRIORITY_LABELS),
    service_type: oneOf(SERVICE_TYPE_LABELS),
    assignedTo: assigneeFilter,
  },
};

const SORT_OPTIONS = optionsOf<ContactSort>({
  created_at: 'Date received',
  updated_at: 'Last updated',
  name: 'Name',
  email: 'Email',
  service_type: 'Service',
  priority: 'Priority',
  status: 'Status',
});

const TEXTS: LeadListTexts = {
  noun: { one: 'request', many: 'requests' },
  messages: {
    update: 'Failed to update contact request. Please try again.',
    delete: 'Failed to delete contact request. Please try again.',
    bulk: 'Failed to perform bulk action. Please try again.',
  },
};

const BULK_STATUSES = optionsOf(CONTACT_STATUS_LABELS).filter((o) => o.value !== 'new');

/** /admin/contact-requests: the contact form's requests, worked through by staff. */
export default function ContactRequestsPage() {
  useDocumentTitle('Contact Requests');
  const refreshList = useRefreshLeadKind(contactRequestWrites);
  const view = useListParams(SPEC);
  const list = useQuery(contactRequestsQuery(view.listParams));
  const stats = useQuery(contactRequestStatsQuery());
  const staff = useQuery(staffQuery());
  const actions = useLeadListActions(contactRequestWrites, TEXTS);

  const s = stats.data;
  const cards: StatCard[] = [
    {
      label: 'Total Requests',
      value: statCount(s?.totalRequests),
      icon: 'bi bi-inbox',
      tone: 'text-primary',
    },
    {
      label: 'This Month',
      value: statCount(s?.newThisMonth),
      icon: 'bi bi-calendar-plus',
      tone: 'text-info',
    },
    {
      label: 'Assigned',
      value: statCount(s?.assignmentStats.assigned),
      icon: 'bi bi-person-check',
      tone: 'text-success',
    },
    {
      label: 'Unassigned',
      value: statCount(s?.assignmentStats.unassigned),
      icon: 'bi bi-person-dash',
      tone: 'text-warning',
    },
    {
      label: 'Resolved',
      value: statCount(s?.resolved),
      icon: 'bi bi-check2-all',
      tone: 'text-success',
    },
    {
      label: 'High Priority',
      value: statCount(s?.highPriority),
      icon: 'bi bi-exclamation-triangle',
      tone: 'text-danger',
    },
  ];

  return (
    <LeadListScreen
      idPrefix="contact"
      title="Contact Requests"
      icon="bi bi-envelope"
      form={{ href: '/contact', label: 'View Contact Form' }}
      exportHref={contactRequestsExportUrl(view.exportParams)}
      stats={{ cards, isError: stats.isError, onRetry: () => void stats.refetch() }}
      view={view}
      searchPlaceholder="Name, email, subject, message or phone"
      filterFields={[
        {
          key: 'status',
          label: 'Status',
          allLabel: 'All statuses',
          options: optionsOf(CONTACT_STATUS_LABELS),
        },
        {
          key: 'assignedTo',
          label: 'Assigned to',
          allLabel: 'All',
          options: [
            { value: 'unassigned', label: 'Unassigned' },
            ...(staff.data ?? []).map((u) => ({ value: String(u.id), label: staffName(u) })),
          ],
        },
        {
          key: 'priority',
          label: 'Priority',
          allLabel: 'All priorities',
          options: optionsOf(PRIORITY_LABELS),
        },
        {
          key: 'service_type',
          label: 'Service',
          allLabel: 'All services',
          options: optionsOf(SERVICE_TYPE_LABELS),
        },
      ]}
      sortOptions={SORT_OPTIONS}
      list={{
        rows: list.data?.contactRequests,
        pagination: list.data?.pagination,
        isPending: list.isPending,
        isError: list.isError,
        isFetching: list.isFetching,
        isPlaceholderData: list.isPlaceholderData,
        refetch: list.refetch,
      }}
      actions={actions}
      bulkStatuses={BULK_STATUSES}
      nameOf={(row) => row.name}
      texts={{
        loading: 'Loading contact requests...',
        loadError: 'Failed to load contact requests. Please try again.',
        empty: 'No contact requests found.',
        noun: TEXTS.noun,
      }}
      onRefresh={() => {
        void refreshList();
        void staff.refetch();
      }}
      renderTable={(props) => <ContactRequestsTable {...props} view={view} actions={actions} />}
    />
  );
}
