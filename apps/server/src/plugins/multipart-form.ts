import type { FastifyRequest } from 'fastify';
import { IMAGE_MESSAGES } from '@shop/contract';
import { DomainError } from '../lib/errors.ts';

/** Multipart's own limits on a form's parts (the file size and count are each form's). */
export const MULTIPART_LIMITS = { fields: 40, fieldSize: 256 * 1024, parts: 60 } as const;

export const MULTIPART_MESSAGES = {
  tooManyFields: 'The form has too many fields',
  fieldTooLong: 'is too long',
  badField: 'The form has a field name that is not allowed',
  cutShort: 'The upload was cut short. Please try again.',
} as const;

export type MultipartForm = {
  /** The text fields read; any other is dropped. */
  fields: ReadonlySet<string>;
  /** The file fields read; a file under another name is drained unread. */
  fileFields: ReadonlySet<string>;
  maxFiles: number;
  /** The field an error about the files names (the form's file input). */
  fileErrorField: string;
  messages: { notMultipart: string; tooManyFiles: string };
};

const MALFORMED_MULTIPART = /boundary|unexpected end of (form|multipart)|malformed/i;

/** What multipart's own limits mean to the person filling in the form. */
function multipartError(code: string, form: MultipartForm): DomainError | undefined {
  const files = (message: string) => ({ fields: { [form.fileErrorField]: message } });
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new DomainError('too_large', IMAGE_MESSAGES.tooLarge, files(IMAGE_MESSAGES.tooLarge));
    case 'FST_FILES_LIMIT':
      return new DomainError(
        'too_large',
        form.messages.tooManyFiles,
        files(form.messages.tooManyFiles),
      );
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new DomainError('too_large', MULTIPART_MESSAGES.tooManyFields);
    case 'FST_PROTO_VIOLATION':
      return new DomainError('validation', MULTIPART_MESSAGES.badField);
    case 'FST_MP_PREMATURE_CLOSE':
      return new DomainError('validation', MULTIPART_MESSAGES.cutShort);
    default:
      return undefined;
  }
}

/**
 * Reads a multipart body (register @fastify/multipart with the file size limit first): the
 * form's known text fields and up to `maxFiles` files, each cut off at the registered size
 * while it streams in (never held whole). Declared types and names are ignored: the content
 * is the caller's to check. A body that is not this form is a 400, never a 500.
 */
export async function readMultipartForm(request: FastifyRequest, form: MultipartForm) {
  if (!request.isMultipart()) throw new DomainError('validation', form.messages.notMultipart);
  const fields: Record<string, string> = {};
  const files: Buffer[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (!form.fileFields.has(part.fieldname)) {
          part.file.resume();
          continue;
        }
        const bytes = await part.toBuffer();
        // A browser sends an empty part for a file input left empty.
        if (bytes.length === 0) continue;
        if (files.length >= form.maxFiles) {
          throw new DomainError('validation', form.messages.tooManyFiles, {
            fields: { [form.fileErrorField]: form.messages.tooManyFiles },
          });
        }
        files.push(bytes);
      } else if (form.fields.has(part.fieldname) && typeof part.value === 'string') {
        if (part.valueTruncated) {
          const message = `${part.fieldname} ${MULTIPART_MESSAGES.fieldTooLong}`;
          throw new DomainError('validation', message, { fields: { [part.fieldname]: message } });
        }
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    const known = multipartError((err as { code?: string }).code ?? '', form);
    if (known) throw known;
    // The parser's own words for a body it cannot read as this form: no boundary in the
    // header, or parts under another boundary than the header's (a client's error, a 400).
    if (err instanceof Error && MALFORMED_MULTIPART.test(err.message)) {
      throw new DomainError('validation', form.messages.notMultipart);
    }
    throw err;
  }
  return { fields, files };
}
