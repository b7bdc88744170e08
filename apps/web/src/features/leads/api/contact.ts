import type { ContactRequestInput, ContactResponse } from '@shop/contract';
import { api } from '../../../lib/api-client';

/** POST /api/contact: the public quote / contact form. */
export const sendContactRequest = (input: ContactRequestInput) =>
  api.post<ContactResponse>('/contact', input);
