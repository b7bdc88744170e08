import { asCents, type PlanWrite } from '@shop/contract';

/**
 * The demo shop's plans (ADR 0075): alarm monitoring, video monitoring and maintenance, each
 * monthly or yearly (a year costs ten months). Monitoring is taxed where the site's ZIP taxes
 * it; the maintenance plan is labour, sold untaxed.
 */
export const DEMO_PLANS: readonly PlanWrite[] = [
  {
    name: 'Alarm Monitoring',
    description:
      '24/7 professional monitoring of your alarm panel: intrusion, fire and flood signals are verified and the right responders dispatched, with alerts to your phone.',
    monitoring: 'alarm',
    maintenanceVisitsPerYear: 0,
    responseHours: 24,
    extendedWarranty: false,
    monthlyPrice: asCents(2499),
    yearlyPrice: asCents(24990),
    setupFee: asCents(4900),
    minTermMonths: 12,
    taxable: true,
    status: 'active',
    position: 1,
  },
  {
    name: 'Video Monitoring',
    description:
      'Operators watch your cameras when they detect motion after hours, talk down intruders through the speakers and call the police with video verification.',
    monitoring: 'video',
    maintenanceVisitsPerYear: 1,
    responseHours: 8,
    extendedWarranty: true,
    monthlyPrice: asCents(3999),
    yearlyPrice: asCents(39990),
    setupFee: asCents(9900),
    minTermMonths: 12,
    taxable: true,
    status: 'active',
    position: 2,
  },
  {
    name: 'Maintenance & Support',
    description:
      'Two preventive maintenance visits a year, firmware and health checks, priority repairs and the warranty on your devices for as long as the plan runs.',
    monitoring: 'none',
    maintenanceVisitsPerYear: 2,
    responseHours: 48,
    extendedWarranty: true,
    monthlyPrice: asCents(1999),
    yearlyPrice: asCents(19990),
    setupFee: asCents(0),
    minTermMonths: 0,
    taxable: false,
    status: 'active',
    position: 3,
  },
];
