import type { z } from 'zod';
import { handlerError } from './handlerError';

/** Largest body a handler reads unless its definition says otherwise (uploads will). */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

const JSON_TYPE = 'application/json';
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/** Where the input came from: a form post is answered with a redirect, not with JSON. */
export type InputSource = 'query' | 'json' | 'form';

const mediaType = (request: Request) => (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();

/** Whether the request is a form post (a page's <form> working before hydration, or without script). */
export function isFormPost(request: Request): boolean {
  return FORM_TYPES.includes(mediaType(request));
}

/**
 * The raw input of a request: the query of a GET, else the JSON body or, where the handler
 * takes forms, the form's fields. An empty body is `{}`. Too large (413), of another media
 * type (415) or not JSON (400) is refused before any schema sees it.
 */
/** The query of a request as plain fields (a GET's input, or the input of a handler that streams its body). */
export function queryOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}

export async function readRawInput(
  request: Request,
  options: { method: string; acceptsForms: boolean; maxBytes: number },
): Promise<unknown> {
  if (options.method === 'GET') return queryOf(request);
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > options.maxBytes) throw handlerError('tooLarge', `body larger than ${options.maxBytes} bytes`);
  const type = mediaType(request);
  const form = isFormPost(request);
  if (form && !options.acceptsForms) throw handlerError('unsupportedMediaType', `send ${JSON_TYPE}`);
  if (!form && type !== JSON_TYPE && type !== '') throw handlerError('unsupportedMediaType', `send ${JSON_TYPE}`);
  // Read whole and measured first: a body without (or lying in) Content-Length is held to the limit too.
  const bytes = await request.arrayBuffer();
  if (bytes.byteLength > options.maxBytes) throw handlerError('tooLarge', `body larger than ${options.maxBytes} bytes`);
  if (form) {
    try {
      return Object.fromEntries(
        await new Response(bytes, {
          headers: { 'content-type': request.headers.get('content-type') ?? '' },
        }).formData(),
      );
    } catch {
      // A malformed multipart body (no boundary, cut parts) is the sender's error (found by tests/fuzz/api.test.ts).
      throw handlerError('badRequest', 'body is not a form');
    }
  }
  const text = new TextDecoder().decode(bytes);
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw handlerError('badRequest', 'body is not JSON');
  }
}

/** `raw` through the handler's schema, or a 400 that says which rule it broke, and where. */
export function parseInput<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
  throw handlerError('badRequest', message);
}
