/** A complete, valid contact form (POST /api/contact); override any field. */
export const contactForm = (overrides: Record<string, unknown> = {}) => ({
  name: 'Dana Whitfield',
  email: 'dana@example.com',
  phone: '(702) 555-0142',
  subject: 'Cameras for our warehouse',
  propertyType: 'commercial',
  serviceType: 'cctv',
  message: 'We need eight cameras around the loading dock.',
  ...overrides,
});
