import type { ContactRequestInput } from '@shop/contract';
import { submitContactRequest } from '@shop/contract/leads/routes';
import { call } from '../../../lib/api-client';

/** The public quote / contact form. */
export const sendContactRequest = (input: ContactRequestInput) =>
  call(submitContactRequest, { body: input });
