/**
 * The company's public details, in one place. The spec calls the contact details
 * placeholders: the 555 number and the example.com domain are reserved for fiction.
 */
export const COMPANY = {
  name: 'SecureVision Security',
  shortName: 'SecureVision',
  tagline: 'Surveillance, alarms and access control, professionally installed.',
  phone: '(702) 555-0142',
  phoneHref: 'tel:+17025550142',
  email: 'info@securevision.example.com',
  street: '4580 Commerce Park Dr, Suite 200',
  cityLine: 'Las Vegas, NV 89103',
  hours: [
    { days: 'Monday - Friday', time: '8:00 AM - 6:00 PM' },
    { days: 'Saturday', time: '9:00 AM - 3:00 PM' },
    { days: 'Sunday', time: 'Closed' },
  ],
} as const;
