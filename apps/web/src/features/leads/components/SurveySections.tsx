import type { ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';
import type { SiteSurveyRecord } from '@shop/contract';
import {
  ANALYTICS_LABELS,
  buildingCountLabel,
  CAMERA_LOCATION_LABELS,
  FOCAL_LENGTH_LABELS,
  INFRASTRUCTURE_LABELS,
  LENS_LABELS,
  LIGHTING_LABELS,
  NIGHTTIME_RECORDING_LABELS,
  RESOLUTION_LABELS,
  STORAGE_LABELS,
  SURVEY_APPLICATION_LABELS,
  SURVEY_PROPERTY_TYPE_LABELS,
  SURVEY_TYPE_LABELS,
  TIMEFRAME_LABELS,
  TRANSMISSION_LABELS,
  VIEWING_TYPE_LABELS,
  YES_NO_LABELS,
} from '@shop/contract/lead-labels';
import { ComplexityBar } from './ComplexityBar';
import { DetailCard } from './DetailCard';
import { InfoList, NotGiven } from './InfoList';
import { PriorityBadge, TimeframeBadge } from './LeadBadges';
import { formatWholeMoney, formatCount } from '../../../lib/format';

type Survey = SiteSurveyRecord;

/** The options of a count grid the customer gave a number to, with the number. */
function Counts<K extends string>({
  counts,
  labels,
}: {
  counts: Record<K, number>;
  labels: Record<K, string>;
}) {
  const given = (Object.keys(labels) as K[]).filter((k) => counts[k] > 0);
  if (given.length === 0) return <NotGiven text="None given" />;
  return (
    <ul className="list-unstyled mb-0">
      {given.map((k) => (
        <li key={k}>
          {labels[k]}{' '}
          <Badge bg="secondary" pill>
            {counts[k]}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

/** A checkbox answer: the chosen options by name. */
function listOf<K extends string>(values: readonly K[], labels: Record<K, string>): ReactNode {
  return values.length > 0 ? (
    values.map((v) => labels[v]).join(', ')
  ) : (
    <NotGiven text="None given" />
  );
}

const yesNo = (value: 'yes' | 'no' | null) => (value ? YES_NO_LABELS[value] : <NotGiven />);

function buildings(s: Survey): string {
  const count = buildingCountLabel(s.building_count);
  return s.building_distance !== null && s.building_count > 1
    ? `${count}, ${formatCount(s.building_distance)} ft apart`
    : count;
}

export function SurveyProjectOverview({ survey: s }: { survey: Survey }) {
  return (
    <DetailCard id="project-heading" title="Project overview" icon="bi bi-clipboard-data">
      <InfoList
        items={[
          { label: 'Property type', value: SURVEY_PROPERTY_TYPE_LABELS[s.property_type] },
          { label: 'System type', value: SURVEY_TYPE_LABELS[s.survey_type] },
          { label: 'Buildings', value: buildings(s) },
          {
            label: 'Cameras go',
            value:
              s.application.length > 0 ? (
                s.application.map((a) => SURVEY_APPLICATION_LABELS[a]).join(', ')
              ) : (
                <NotGiven />
              ),
          },
          {
            label: 'Timeframe',
            value: (
              <span className="d-inline-flex flex-wrap align-items-center gap-2">
                {TIMEFRAME_LABELS[s.timeframe]} <TimeframeBadge timeframe={s.timeframe} />
              </span>
            ),
          },
          { label: 'Estimated cameras', value: s.estimated_cameras },
          {
            label: 'Estimated value',
            value: <strong>{formatWholeMoney(s.estimated_value)}</strong>,
          },
          {
            label: 'Complexity score',
            value: (
              <div style={{ maxWidth: '14rem' }}>
                <ComplexityBar score={s.complexity_score} />
              </div>
            ),
          },
          { label: 'Priority', value: <PriorityBadge priority={s.priority} /> },
        ]}
      />
    </DetailCard>
  );
}

export function SurveyCameraRequirements({ survey: s }: { survey: Survey }) {
  const nightTime = s.lighting_conditions.some((l) => l !== 'daylight');
  return (
    <DetailCard id="cameras-heading" title="Camera requirements" icon="bi bi-camera-video">
      <InfoList
        items={[
          {
            label: 'Camera locations',
            value: (
              <>
                <Counts counts={s.camera_locations} labels={CAMERA_LOCATION_LABELS} />
                {s.other_locations && (
                  <p className="mb-0 mt-1 small" style={{ whiteSpace: 'pre-wrap' }}>
                    <span className="text-body-secondary">Other locations: </span>
                    {s.other_locations}
                  </p>
                )}
              </>
            ),
          },
          {
            label: 'Resolutions',
            value: <Counts counts={s.camera_resolutions} labels={RESOLUTION_LABELS} />,
          },
          { label: 'Viewing types', value: listOf(s.viewing_types, VIEWING_TYPE_LABELS) },
          { label: 'Lens types', value: <Counts counts={s.lens_types} labels={LENS_LABELS} /> },
          {
            label: 'PTZ cameras',
            value: s.ptz_cameras === 'yes' ? `Yes, ${s.ptz_count}` : 'No',
          },
          {
            label: 'Lighting conditions',
            value: (
              <>
                {listOf(s.lighting_conditions, LIGHTING_LABELS)}
                {nightTime && (
                  <div className="small">
                    <span className="text-body-secondary">Night-time recording: </span>
                    {s.nighttime_recording
                      ? NIGHTTIME_RECORDING_LABELS[s.nighttime_recording]
                      : 'Not specified'}
                  </div>
                )}
              </>
            ),
          },
        ]}
      />
    </DetailCard>
  );
}

export function SurveyTechnicalSpecs({ survey: s }: { survey: Survey }) {
  return (
    <DetailCard id="technical-heading" title="Technical specifications" icon="bi bi-hdd-network">
      <InfoList
        items={[
          {
            label: 'Existing infrastructure',
            value: listOf(s.infrastructure, INFRASTRUCTURE_LABELS),
          },
          {
            label: 'Transmission methods',
            value: listOf(s.transmission_methods, TRANSMISSION_LABELS),
          },
          { label: 'Storage requirements', value: STORAGE_LABELS[s.storage_requirements] },
          { label: 'Cloud recording', value: yesNo(s.cloud_recording) },
        ]}
      />
    </DetailCard>
  );
}

export function SurveyAnalytics({ survey: s }: { survey: Survey }) {
  return (
    <DetailCard id="analytics-heading" title="Analytics" icon="bi bi-graph-up">
      <InfoList
        items={[
          { label: 'Video analytics', value: listOf(s.analytics, ANALYTICS_LABELS) },
          { label: 'Point of sale integration', value: yesNo(s.point_of_sale) },
          { label: 'Focal lengths', value: listOf(s.focal_lengths, FOCAL_LENGTH_LABELS) },
        ]}
      />
    </DetailCard>
  );
}

export function SurveyCustomerNotes({ notes }: { notes: string | null }) {
  return (
    <DetailCard id="customer-notes-heading" title="Customer notes" icon="bi bi-sticky">
      {notes ? (
        <p className="mb-0 text-break" style={{ whiteSpace: 'pre-wrap' }}>
          {notes}
        </p>
      ) : (
        <p className="mb-0 text-body-secondary fst-italic">The customer left no notes.</p>
      )}
    </DetailCard>
  );
}
