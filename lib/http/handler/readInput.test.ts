import { z } from 'zod';
import { HandlerError } from './handlerError';
import { DEFAULT_MAX_BODY_BYTES, isFormPost, parseInput, queryOf, readRawInput } from './readInput';

// What a handler's input is made of, and what is refused before any schema sees it (413, 415,
// 400): the body's size is held to the limit whether or not Content-Length says it, and only JSON
// (or a form, where the handler takes forms) is read.
const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request('http://touch.test/api/x?a=1', { method: 'POST', body, headers });
const read = (request: Request, options: Partial<{ method: string; acceptsForms: boolean; maxBytes: number }> = {}) =>
  readRawInput(request, { method: 'POST', acceptsForms: false, maxBytes: 16, ...options });
async function refusal(reading: Promise<unknown>): Promise<{ code: string; status: number; message: string }> {
  const error = await reading.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof HandlerError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { code: error.code, status: error.status, message: error.message };
}

describe('readRawInput', () => {
  it('a GET is its query, its body never read', async () => {
    expect(await read(new Request('http://touch.test/api/x?a=1&b=two'), { method: 'GET' })).toEqual({
      a: '1',
      b: 'two',
    });
    expect(queryOf(new Request('http://touch.test/api/x'))).toEqual({});
  });

  it('JSON, also with a charset or in capitals, or without a content type; an empty or blank body is {}', async () => {
    expect(await read(post('{"a":1}', { 'content-type': 'application/json; charset=utf-8' }))).toEqual({ a: 1 });
    expect(await read(post('{"a":2}', { 'content-type': ' Application/JSON ' }))).toEqual({ a: 2 });
    expect(await read(post('{"a":3}', { 'content-type': '' }))).toEqual({ a: 3 });
    expect(await read(post('  \n', { 'content-type': 'application/json' }))).toEqual({});
    expect(await read(post(null, { 'content-type': 'application/json' }))).toEqual({});
    expect(await read(post('{"a":4}', { 'content-type': 'application/json ; charset=utf-8' }))).toEqual({ a: 4 });
    // No body and no content type at all (a bodiless POST from a script).
    expect(await read(post(null))).toEqual({});
  });

  it('a body larger than the limit is 413, whether Content-Length says so or not', async () => {
    expect(await read(post('{"a":"12345678"}', { 'content-type': 'application/json' }))).toEqual({ a: '12345678' });
    expect(await refusal(read(post('{"a":"123456789"}', { 'content-type': 'application/json' })))).toEqual({
      code: 'tooLarge',
      status: 413,
      message: 'body larger than 16 bytes',
    });
    // Declared above the limit: refused before the body is read, however short it is.
    expect(
      await refusal(read(post('{}', { 'content-type': 'application/json', 'content-length': '17' }))),
    ).toMatchObject({ code: 'tooLarge' });
    expect(await read(post('{}', { 'content-type': 'application/json', 'content-length': '16' }))).toEqual({});
    expect(DEFAULT_MAX_BODY_BYTES).toBe(65_536);
  });

  it('another media type is 415; a form too, unless the handler takes forms', async () => {
    expect(await refusal(read(post('a=1', { 'content-type': 'text/plain' })))).toEqual({
      code: 'unsupportedMediaType',
      status: 415,
      message: 'send application/json',
    });
    expect(await refusal(read(post('a=1', { 'content-type': 'application/x-www-form-urlencoded' })))).toMatchObject({
      code: 'unsupportedMediaType',
    });
    expect(
      await read(post('a=1&b=2', { 'content-type': 'application/x-www-form-urlencoded' }), { acceptsForms: true }),
    ).toEqual({ a: '1', b: '2' });
  });

  it('a multipart form where forms are taken; a malformed one is 400, not JSON', async () => {
    const form = new FormData();
    form.set('text', 'hi');
    const request = new Request('http://touch.test/api/x', { method: 'POST', body: form });
    expect(isFormPost(request)).toBe(true);
    expect(await read(request, { acceptsForms: true, maxBytes: 4096 })).toEqual({ text: 'hi' });
    expect(
      await refusal(read(post('--x\r\nbroken', { 'content-type': 'multipart/form-data' }), { acceptsForms: true })),
    ).toEqual({ code: 'badRequest', status: 400, message: 'body is not a form' });
  });

  it('a body that is not JSON is 400', async () => {
    expect(await refusal(read(post('{a', { 'content-type': 'application/json' })))).toEqual({
      code: 'badRequest',
      status: 400,
      message: 'body is not JSON',
    });
  });
});

describe('isFormPost', () => {
  it('urlencoded and multipart forms, by media type; not JSON', () => {
    expect(isFormPost(post('', { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' }))).toBe(true);
    expect(isFormPost(post('', { 'content-type': 'multipart/form-data; boundary=x' }))).toBe(true);
    expect(isFormPost(post('', { 'content-type': 'application/json' }))).toBe(false);
    expect(isFormPost(new Request('http://touch.test/'))).toBe(false);
  });
});

describe('parseInput', () => {
  it('the schema’s output, or a 400 naming each broken rule and where', () => {
    const schema = z.object({ id: z.number(), page: z.object({ size: z.number().max(5) }) });
    expect(parseInput(schema, { id: 1, page: { size: 2 } })).toEqual({ id: 1, page: { size: 2 } });
    let error: unknown;
    try {
      parseInput(schema, { id: 'x', page: { size: 9 } });
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(HandlerError);
    expect((error as HandlerError).status).toBe(400);
    expect((error as HandlerError).message).toMatch(/^id: .+; page\.size: .+$/);
    expect(() => parseInput(z.string().min(2, 'too short'), 'a')).toThrow(/^too short$/);
  });
});
