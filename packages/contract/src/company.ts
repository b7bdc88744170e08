/**
 * The company's public details, shared by the web app, e-mails and documents. The spec calls
 * the contact details placeholders: the 555 number and example.com are reserved for fiction.
 */
export const COMPANY_DETAILS = {
  name: 'SecureVision Security',
  shortName: 'SecureVision',
  legalName: 'SecureVision Security LLC',
  phone: '(702) 555-0142',
  phoneHref: 'tel:+17025550142',
  email: 'info@securevision.example.com',
  street: '4580 Commerce Park Dr, Suite 200',
  cityLine: 'Las Vegas, NV 89103',
} as const;
