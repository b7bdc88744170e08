import { SHIPPING_CENTS, asCents, type ShopSettings } from '@shop/contract';

/**
 * The demo shop's company, seeded in demo mode only (a shop outside demo mode starts without
 * details). The 555 number and the example.com domain are reserved for fiction.
 */
export const DEMO_COMPANY: ShopSettings = {
  companyName: 'SecureVision Security',
  shortName: 'SecureVision',
  legalName: 'SecureVision Security LLC',
  tagline: 'Surveillance, alarms and access control, professionally installed.',
  street: '4580 Commerce Park Dr, Suite 200',
  cityLine: 'Las Vegas, NV 89103',
  phone: '(702) 555-0142',
  email: 'info@securevision.example.com',
  hours: [
    { days: 'Monday - Friday', time: '8:00 AM - 6:00 PM' },
    { days: 'Saturday', time: '9:00 AM - 3:00 PM' },
    { days: 'Sunday', time: 'Closed' },
  ],
  social: { facebook: '', instagram: '', linkedin: '', x: '', youtube: '' },
  shippingRate: asCents(SHIPPING_CENTS),
};

/**
 * The demo shop's installers, added when the shop has none, so a demo customer has slots to
 * pick: Monday to Friday and Tuesday to Saturday, two slots a day.
 */
export const DEMO_TECHNICIANS = [
  { name: 'Marco Alvarez', workingDays: [1, 2, 3, 4, 5], slotsPerDay: 2 },
  { name: 'Dana Brooks', workingDays: [2, 3, 4, 5, 6], slotsPerDay: 2 },
];
