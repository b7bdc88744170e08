import type { ComponentProps } from 'react';
import { LEAD_HONEYPOT_FIELD } from '@shop/contract';

/**
 * The honeypot of the contact form and the survey (LEAD_HONEYPOT_FIELD): a field no
 * person sees or reaches (visually hidden, out of the tab order, hidden from screen readers,
 * never autofilled). A bot that fills every input fills it too; the server then answers as
 * usual but keeps and mails nothing.
 */
export function HoneypotField({ id, ...input }: ComponentProps<'input'> & { id: string }) {
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input
        type="text"
        id={id}
        name={LEAD_HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        {...input}
      />
    </div>
  );
}
