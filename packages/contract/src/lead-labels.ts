/**
 * How the lead options read to people, without zod (the public form, the staff screens and
 * the e-mails all say the same).
 */
export const SERVICE_TYPE_LABELS = {
  cctv: 'CCTV Installation',
  alarms: 'Alarm Systems',
  access: 'Access Control Systems',
  remote: 'Remote Monitoring',
  maintenance: 'Maintenance & Support',
  other: 'Other',
} as const;

export const CONTACT_PROPERTY_TYPE_LABELS = {
  residential: 'Residential',
  commercial: 'Commercial',
  other: 'Other',
} as const;

export type ServiceTypeKey = keyof typeof SERVICE_TYPE_LABELS;

export function isServiceType(value: string | null | undefined): value is ServiceTypeKey {
  return value != null && Object.hasOwn(SERVICE_TYPE_LABELS, value);
}
