import type { CSSProperties, ReactNode } from 'react';
import {
  CONTACT_SORTS,
  SURVEY_SORTS,
  type LeadKind,
  type LeadRecord,
  type LeadSort,
  type LeadStats,
  type LeadStatus,
  type SiteSurveyRecord,
} from '@shop/contract';
import {
  CONTACT_PROPERTY_TYPE_LABELS,
  CONTACT_STATUS_LABELS,
  isServiceType,
  SERVICE_TYPE_LABELS,
  SURVEY_PROPERTY_TYPE_LABELS,
  SURVEY_STATUS_LABELS,
  SURVEY_TYPE_LABELS,
  TIMEFRAME_LABELS,
} from '@shop/contract/lead-labels';
import type { FilterField } from '../../components/list/FiltersBar';
import { statCount, type StatCard } from '../../components/list/StatCards';
import { formatWholeMoney } from '../../lib/format';
import { optionsOf, type Option } from '../../lib/options';
import { oneOf, type SortOrder } from '../../lib/use-list-params';
import { ComplexityBar } from './components/ComplexityBar';
import type { CustomerLine } from './components/CustomerInfoCard';
import { InfoList, NotGiven } from './components/InfoList';
import { DetailCard } from './components/DetailCard';
import { PriorityBadge, TimeframeBadge } from './components/LeadBadges';
import {
  SurveyAnalytics,
  SurveyCameraRequirements,
  SurveyCustomerNotes,
  SurveyProjectOverview,
  SurveyTechnicalSpecs,
} from './components/SurveySections';

/** How a screen names a kind of lead: "contact request", and "request" where it is plain. */
export type LeadNames = {
  one: string;
  many: string;
  short: { one: string; many: string };
};

/** A column of a lead list between the row's checkbox and its status. */
export type LeadColumn<R, S extends string> = {
  label: string;
  /** Sortable by this key; the first click sorts by `firstOrder` (ascending by default). */
  sort?: S;
  firstOrder?: SortOrder;
  cell: (row: R) => ReactNode;
  className?: string;
  style?: CSSProperties;
};

/**
 * What the staff screens of one kind of lead show (docs/modules/leads.md):
 * the list and the detail screens are written once (components/LeadListScreen,
 * components/LeadDetailScreen) and take their kind's texts, filters, columns and sections
 * from here.
 */
export type LeadScreen<K extends LeadKind> = {
  names: LeadNames;
  icon: string;
  /** Prefix of the ids of the screen's controls. */
  idPrefix: string;
  /** The public form this kind comes from. */
  form: { href: string; label: string };
  statusLabels: Record<LeadStatus<K>, string>;
  sorts: readonly LeadSort<K>[];
  sortOptions: readonly Option<LeadSort<K>>[];
  /** The kind's own filters, after status, assignee and priority (URL values each accepts). */
  filters: Record<string, (value: string) => boolean>;
  filterFields: readonly FilterField<string>[];
  searchPlaceholder: string;
  statCards: (stats: LeadStats<K> | undefined) => StatCard[];
  /** The name the screens call the lead's sender by. */
  nameOf: (row: LeadRecord<K>) => string;
  columns: readonly LeadColumn<LeadRecord<K>, LeadSort<K>>[];
  /** A row's one-click next status. */
  quickStep: (status: LeadStatus<K>) => { status: LeadStatus<K>; label: string; icon: string };
  detail: {
    contactLines: (row: LeadRecord<K>) => CustomerLine[];
    /** The main column, above the staff's notes. */
    body: (row: LeadRecord<K>) => ReactNode;
    /** The title of the staff's notes card. */
    notesTitle: string;
  };
};

const emailLine = (email: string): CustomerLine => ({
  icon: 'bi bi-envelope',
  label: 'Email',
  value: email,
  href: `mailto:${email}`,
  copy: true,
});
const phoneLine = (phone: string | null): CustomerLine => ({
  icon: 'bi bi-telephone',
  label: 'Phone',
  value: phone,
  href: phone ? `tel:${phone}` : undefined,
  copy: true,
});

export const surveyCustomerName = (survey: Pick<SiteSurveyRecord, 'customer_name'>) =>
  survey.customer_name.trim() || 'Anonymous Customer';

const CONTACT: LeadScreen<'contact'> = {
  names: {
    one: 'contact request',
    many: 'contact requests',
    short: { one: 'request', many: 'requests' },
  },
  icon: 'bi bi-envelope',
  idPrefix: 'contact',
  form: { href: '/contact', label: 'View Contact Form' },
  statusLabels: CONTACT_STATUS_LABELS,
  sorts: CONTACT_SORTS,
  sortOptions: optionsOf({
    created_at: 'Date received',
    updated_at: 'Last updated',
    name: 'Name',
    email: 'Email',
    service_type: 'Service',
    priority: 'Priority',
    status: 'Status',
  }),
  filters: { service_type: oneOf(SERVICE_TYPE_LABELS) },
  filterFields: [
    {
      key: 'service_type',
      label: 'Service',
      allLabel: 'All services',
      options: optionsOf(SERVICE_TYPE_LABELS),
    },
  ],
  searchPlaceholder: 'Name, email, subject, message or phone',
  statCards: (s) => [
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
  ],
  nameOf: (row) => row.name,
  columns: [
    {
      label: 'Customer',
      sort: 'name',
      style: { minWidth: '12rem' },
      cell: (row) => (
        <>
          <div className="fw-semibold text-break">{row.name}</div>
          <div className="small text-body-secondary text-break">{row.email}</div>
          {row.phone && <div className="small text-body-secondary">{row.phone}</div>}
        </>
      ),
    },
    {
      label: 'Service',
      sort: 'service_type',
      style: { minWidth: '10rem', maxWidth: '16rem' },
      cell: (row) => (
        <>
          <div>
            {isServiceType(row.service_type)
              ? SERVICE_TYPE_LABELS[row.service_type]
              : 'Not specified'}
          </div>
          {row.subject && (
            <div className="small text-body-secondary text-truncate" title={row.subject}>
              {row.subject}
            </div>
          )}
        </>
      ),
    },
    {
      label: 'Priority',
      sort: 'priority',
      firstOrder: 'desc',
      cell: (row) => <PriorityBadge priority={row.priority} />,
    },
  ],
  // A resolved request is closed; anything else is resolved.
  quickStep: (status) =>
    status === 'resolved'
      ? { status: 'closed', label: 'Close', icon: 'bi bi-archive' }
      : { status: 'resolved', label: 'Mark resolved', icon: 'bi bi-check-circle' },
  detail: {
    contactLines: (r) => [
      emailLine(r.email),
      phoneLine(r.phone),
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
    ],
    body: (r) => (
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
    ),
    notesTitle: 'Internal notes',
  },
};

const SURVEY: LeadScreen<'survey'> = {
  names: {
    one: 'site survey',
    many: 'site surveys',
    short: { one: 'survey', many: 'surveys' },
  },
  icon: 'bi bi-clipboard-check',
  idPrefix: 'survey',
  // /site-survey (the older client's link) redirects here.
  form: { href: '/survey', label: 'View Survey Form' },
  statusLabels: SURVEY_STATUS_LABELS,
  sorts: SURVEY_SORTS,
  sortOptions: optionsOf({
    created_at: 'Date received',
    updated_at: 'Last updated',
    customer_name: 'Customer name',
    estimated_value: 'Estimated value',
    estimated_cameras: 'Estimated cameras',
    complexity_score: 'Complexity',
    timeframe: 'Timeframe urgency',
    priority: 'Priority',
    status: 'Status',
  }),
  filters: {
    property_type: oneOf(SURVEY_PROPERTY_TYPE_LABELS),
    timeframe: oneOf(TIMEFRAME_LABELS),
  },
  filterFields: [
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
  ],
  searchPlaceholder: 'Name, email, company, notes or survey id',
  statCards: (s) => [
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
  ],
  nameOf: surveyCustomerName,
  columns: [
    {
      label: 'Customer',
      sort: 'customer_name',
      // The survey list's ten columns fit 1280 px beside the side menu: e-mails break, the bar
      // is short.
      style: { minWidth: '7.5rem' },
      cell: (row) => (
        <>
          <div className="fw-semibold text-break">{surveyCustomerName(row)}</div>
          <div className="small text-body-secondary text-break">{row.customer_email}</div>
          {row.customer_company && (
            <div className="small text-body-secondary text-break">
              <i className="bi bi-building me-1" aria-hidden="true" />
              {row.customer_company}
            </div>
          )}
        </>
      ),
    },
    {
      label: 'Project',
      sort: 'estimated_cameras',
      firstOrder: 'desc',
      className: 'small',
      style: { minWidth: '7.5rem' },
      cell: (row) => (
        <>
          <div className="fw-semibold">{SURVEY_PROPERTY_TYPE_LABELS[row.property_type]}</div>
          <div className="text-body-secondary">{SURVEY_TYPE_LABELS[row.survey_type]}</div>
          <div>
            <i className="bi bi-camera-video me-1" aria-hidden="true" />
            {row.estimated_cameras} {row.estimated_cameras === 1 ? 'camera' : 'cameras'}
          </div>
          {row.building_count !== 1 && (
            <div>
              <i className="bi bi-buildings me-1" aria-hidden="true" />
              {row.building_count >= 4 ? '4+' : row.building_count} buildings
            </div>
          )}
        </>
      ),
    },
    {
      label: 'Value',
      sort: 'estimated_value',
      firstOrder: 'desc',
      className: 'text-nowrap fw-semibold',
      cell: (row) => formatWholeMoney(row.estimated_value),
    },
    {
      label: 'Complexity',
      sort: 'complexity_score',
      firstOrder: 'desc',
      cell: (row) => <ComplexityBar score={row.complexity_score} />,
    },
    {
      label: 'Timeframe',
      sort: 'timeframe',
      firstOrder: 'desc',
      cell: (row) => (
        <div className="d-flex flex-column align-items-start gap-1">
          <TimeframeBadge timeframe={row.timeframe} />
          {row.priority !== 'normal' && <PriorityBadge priority={row.priority} />}
        </div>
      ),
    },
  ],
  // A completed survey is closed; anything else is completed.
  quickStep: (status) =>
    status === 'completed'
      ? { status: 'closed', label: 'Close', icon: 'bi bi-archive' }
      : { status: 'completed', label: 'Mark completed', icon: 'bi bi-check2-circle' },
  detail: {
    contactLines: (s) => [
      emailLine(s.customer_email),
      phoneLine(s.customer_phone),
      { icon: 'bi bi-building', label: 'Company', value: s.customer_company, copy: true },
      {
        icon: 'bi bi-geo-alt',
        label: 'Site address',
        value:
          s.site_address === null
            ? null
            : `${s.site_address}, ${s.site_city}, ${s.site_state} ${s.site_zip_code}`,
        copy: true,
      },
    ],
    body: (s) => (
      <>
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
      </>
    ),
    notesTitle: 'Admin notes',
  },
};

export const LEAD_SCREENS: { [K in LeadKind]: LeadScreen<K> } = {
  contact: CONTACT,
  survey: SURVEY,
};

/** "Contact Requests" from "contact requests". */
export const titleCase = (text: string) => text.replace(/\b\w/g, (c) => c.toUpperCase());
