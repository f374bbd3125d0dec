/**
 * multipart/form-data bodies (the `upload` call). Read whole up to the largest upload allowed,
 * then parsed with the runtime's own form parser: text fields become the request's body (so
 * handlers read them like any form), files are kept aside on the request.
 */
import { MAX_BYTES } from './file-kinds.mjs';

/** The largest file and the form around it. */
export const MULTIPART_BODY_LIMIT = Math.max(...Object.values(MAX_BYTES)) + 64 * 1024;

/** @typedef {{field: string, name: string, type: string, bytes: Buffer}} UploadedPart */

/** Files of a multipart request (empty for any other). @param {import('fastify').FastifyRequest} req @returns {UploadedPart[]} */
export function filesOf(req) {
  return /** @type {{uploadedFiles?: UploadedPart[]}} */ (/** @type {unknown} */ (req)).uploadedFiles ?? [];
}

/** @param {import('fastify').FastifyInstance} app */
export function installMultipart(app) {
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: MULTIPART_BODY_LIMIT },
    (req, body, done) => {
      const type = String(req.headers['content-type']);
      const bytes = /** @type {Buffer} */ (body);
      new Response(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
        headers: { 'content-type': type },
      })
        .formData()
        .then(async (form) => {
          /** @type {Record<string, string>} */
          const fields = {};
          /** @type {UploadedPart[]} */
          const files = [];
          for (const [field, value] of form.entries()) {
            if (typeof value === 'string') fields[field] = value;
            else
              files.push({ field, name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) });
          }
          /** @type {{uploadedFiles?: UploadedPart[]}} */ (/** @type {unknown} */ (req)).uploadedFiles = files;
          done(null, fields);
        })
        .catch(() =>
          done(Object.assign(new Error('the multipart body cannot be read'), { statusCode: 400 }), undefined),
        );
    },
  );
}
