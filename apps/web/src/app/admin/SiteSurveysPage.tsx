import { useQuery } from '@tanstack/react-query';
import type { SurveySort } from '@shop/contract';
import {
  PRIORITY_LABELS,
  SURVEY_PROPERTY_TYPE_LABELS,
  SURVEY_STATUS_LABELS,
  TIMEFRAME_LABELS,
} from '@shop/contract/lead-labels';
import { SURVEY_SORTS } from '@shop/contract/lead-options';
import {
  siteSurveysExportUrl,
  siteSurveysQuery,
  siteSurveyStatsQuery,
  siteSurveyWrites,
} from '../../features/leads/api/admin-site-surveys';
import { useRefreshLeadKind } from '../../features/leads/api/lead-writes';
import { staffQuery } from '../../features/leads/api/staff';
import { LeadListScreen } from '../../features/leads/components/LeadListScreen';
import { type StatCard, statCount } from '../../components/list/StatCards';
import {
  SiteSurveysTable,
  surveyCustomerName,
} from '../../features/leads/components/SiteSurveysTable';
import {
  useLeadListActions,
  type LeadListTexts,
} from '../../features/leads/hooks/use-lead-list-actions';
import { oneOf, useListParams, type ListSpec } from '../../lib/use-list-params';
import { assigneeFilter, staffName } from '../../features/leads/lead-labels';
import { optionsOf } from '../../lib/options';
import { useDocumentTitle } from '../../lib/use-document-title';
import { formatWholeMoney } from '../../lib/format';

const SPEC: ListSpec<
  SurveySort,
  'status' | 'priority' | 'property_type' | 'timeframe' | 'assignedTo'
> = {
  sorts: SURVEY_SORTS,
  defaultSort: 'created_at',
  filters: {
    status: oneOf(SURVEY_STATUS_LABELS),
    priority: oneOf(PRIORITY_LABELS),
    property_type: oneOf(SURVEY_PROPERTY_TYPE_LABELS),
    timeframe: oneOf(TIMEFRAME_LABELS),
    assignedTo: assigneeFilter,
  },
};

const SORT_OPTIONS = optionsOf<SurveySort>({
  created_at: 'Date received',
  updated_at: 'Last updated',
  customer_name: 'Customer name',
  estimated_value: 'Estimated value',
  estimated_cameras: 'Estimated cameras',
  complexity_score: 'Complexity',
  timeframe: 'Timeframe urgency',
  priority: 'Priority',
  status: 'Status',
});

const TEXTS: LeadListTexts = {
  noun: { one: 'survey', many: 'surveys' },
  messages: {
    update: 'Failed to update site survey. Please try again.',
    delete: 'Failed to delete site survey. Please try again.',
    bulk: 'Failed to perform bulk action. Please try again.',
  },
};

const BULK_STATUSES = optionsOf(SURVEY_STATUS_LABELS).filter((o) => o.value !== 'new');

/** /admin/site-surveys: the free site surveys (camera-system quote requests). */
export default function SiteSurveysPage() {
  useDocumentTitle('Site Surveys');
  const refreshList = useRefreshLeadKind(siteSurveyWrites);
  const view = useListParams(SPEC);
  const list = useQuery(siteSurveysQuery(view.listParams));
  const stats = useQuery(siteSurveyStatsQuery());
  const staff = useQuery(staffQuery());
  const actions = useLeadListActions(siteSurveyWrites, TEXTS);

  const s = stats.data;
  const cards: StatCard[] = [
    {
      label: 'Total Surveys',
      value: statCount(s?.total),
      icon: 'bi bi-clipboard-check',
      tone: 'text-primary',
    },
    {
      label: 'This Month',
      value: statCount(s?.thisMonth),
      icon: 'bi bi-calendar-plus',
      tone: 'text-info',
    },
    {
      label: 'Total Value',
      value: s && formatWholeMoney(s.totalEstimatedValue),
      icon: 'bi bi-currency-dollar',
      tone: 'text-success',
    },
    {
      label: 'Avg Complexity',
      value: s && `${s.averageComplexity.toFixed(1)}/10`,
      icon: 'bi bi-speedometer2',
      tone: 'text-warning',
    },
    {
      label: 'Urgent',
      value: statCount(s?.urgent),
      icon: 'bi bi-exclamation-octagon',
      tone: 'text-danger',
    },
    {
      label: 'Completed',
      value: statCount(s?.completed),
      icon: 'bi bi-check2-all',
      tone: 'text-success',
    },
  ];

  return (
    <LeadListScreen
      idPrefix="survey"
      title="Site Surveys"
      icon="bi bi-clipboard-check"
      // /site-survey (the older client's link) redirects here.
      form={{ href: '/survey', label: 'View Survey Form' }}
      exportHref={siteSurveysExportUrl(view.exportParams)}
      stats={{ cards, isError: stats.isError, onRetry: () => void stats.refetch() }}
      view={view}
      searchPlaceholder="Name, email, company, notes or survey id"
      filterFields={[
        {
          key: 'status',
          label: 'Status',
          allLabel: 'All statuses',
          options: optionsOf(SURVEY_STATUS_LABELS),
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
          key: 'property_type',
          label: 'Property type',
          allLabel: 'All properties',
          options: optionsOf(SURVEY_PROPERTY_TYPE_LABELS),
        },
        {
          key: 'timeframe',
          label: 'Timeframe',
          allLabel: 'All timeframes',
          options: optionsOf(TIMEFRAME_LABELS),
        },
      ]}
      sortOptions={SORT_OPTIONS}
      list={{
        rows: list.data?.surveys,
        pagination: list.data?.pagination,
        isPending: list.isPending,
        isError: list.isError,
        isFetching: list.isFetching,
        isPlaceholderData: list.isPlaceholderData,
        refetch: list.refetch,
      }}
      actions={actions}
      bulkStatuses={BULK_STATUSES}
      nameOf={surveyCustomerName}
      texts={{
        loading: 'Loading site surveys...',
        loadError: 'Failed to load site surveys. Please try again.',
        empty: 'No site surveys found.',
        noun: TEXTS.noun,
      }}
      onRefresh={() => {
        void refreshList();
        void staff.refetch();
      }}
      renderTable={(props) => <SiteSurveysTable {...props} view={view} actions={actions} />}
    />
  );
}
