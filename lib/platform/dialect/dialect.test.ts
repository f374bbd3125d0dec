import { z } from 'zod';
import { parseBody } from './transport';
import { saysMissing } from './missing';
import { shapeData } from './shape';
import { readAnswer } from './read';
import { currentGeneration, generationOfConfig, generationSetting, learnGeneration } from './generation';
import { wireForm } from './forms';
import { isMissing, PlatformError } from '../errors';

function failure(run: () => unknown): PlatformError {
  try {
    run();
  } catch (error) {
    if (error instanceof PlatformError) return error;
    throw error;
  }
  throw new Error('expected a PlatformError');
}

describe('transport rules of both public generations (docs/platform-api.md, "Dialects")', () => {
  it('reads JSON, bare words and a JSONP wrapper', () => {
    expect(parseBody('{"list":[]}')).toEqual({ json: { list: [] } });
    expect(parseBody('null')).toEqual({ json: null });
    expect(parseBody('true')).toEqual({ json: true });
    expect(parseBody('\uFEFF {"a":1} ')).toEqual({ json: { a: 1 } });
    expect(parseBody('jsonp123({"status":0,"data":{"a":1}});')).toEqual({ json: { status: 0, data: { a: 1 } } });
    expect(parseBody('cb([1,2])')).toEqual({ json: [1, 2] });
  });
  it('calls an empty body nothing, and HTML or cut JSON not JSON', () => {
    expect(parseBody('')).toEqual({ json: null });
    expect(parseBody('<html>502</html>')).toBeUndefined();
    expect(parseBody('{"list":[')).toBeUndefined();
  });
  it('knows the ways the platform says "nothing"', () => {
    for (const nothing of [
      null,
      undefined,
      '',
      'empty',
      'EMPTY',
      'null',
      'target user not exist',
      '会员信息不存在，请检查参数是否正确',
    ])
      expect(saysMissing(nothing)).toBe(true);
    for (const something of [[], {}, 0, false, '325', 'success']) expect(saysMissing(something)).toBe(false);
  });
  it('files a bare array under the list key and a bare boolean as the 2020 write answer', () => {
    expect(shapeData(undefined, [1])).toEqual({ list: [1] });
    expect(shapeData({ listKey: 'catsList' }, [1])).toEqual({ catsList: [1] });
    expect(shapeData(undefined, true)).toEqual({ value: 'true' });
    expect(shapeData(undefined, { list: [] })).toEqual({ list: [] });
    expect(shapeData({ normalise: (data) => ({ wrapped: data }) }, [1])).toEqual({ wrapped: { list: [1] } });
  });
});

describe('readAnswer: one layer for every generation', () => {
  const call = { name: 'searchAll', service: 'app' as const };
  it('gives the same data for the envelope, the bare answer and JSONP', () => {
    const data = { list: [{ fileId: '1' }] };
    expect(readAnswer(call, JSON.stringify({ status: 0, message: 'success', data }))).toEqual(data);
    expect(readAnswer(call, JSON.stringify(data))).toEqual(data);
    expect(readAnswer(call, `cb(${JSON.stringify(data)})`)).toEqual(data);
    expect(readAnswer(call, JSON.stringify({ status: 0, message: 'success', data: data.list }))).toEqual(data);
  });
  it('raises missing for `null` and `"empty"`, a status error for the module error, invalid for garbage', () => {
    expect(isMissing(failure(() => readAnswer(call, 'null')))).toBe(true);
    expect(isMissing(failure(() => readAnswer(call, '{"status":0,"message":"success","data":"empty"}')))).toBe(true);
    const moduleError = failure(() =>
      readAnswer(call, '{"status":-1,"message":"Your server has down or target user not exist !","data":{}}'),
    );
    expect(moduleError.kind).toBe('status');
    expect(isMissing(moduleError)).toBe(true);
    expect(failure(() => readAnswer(call, '<html>')).kind).toBe('invalid');
  });
});

describe('the generation (docs/decisions/0074)', () => {
  afterEach(() => learnGeneration({ status: 0, data: { xyApi: {} } }));
  it('is read from a config answer: bare g1, the envelope g2, with SPEC’s xyApi block designed', () => {
    expect(generationOfConfig({ content: '', list: [] })).toBe('g1');
    expect(generationOfConfig({ status: 0, message: 'success', data: { version: 3 } })).toBe('g2');
    expect(generationOfConfig({ status: 0, data: { xyApi: { baseUrl: '' } } })).toBe('designed');
    expect(generationOfConfig('x')).toBeNull();
  });
  it('is learnt under `auto`, and checked when declared', () => {
    learnGeneration({ appName: 'bare' });
    expect(currentGeneration()).toBe('g1');
    expect(() => generationSetting('g3')).toThrow(/auto, g1, g2 or designed/);
    expect(generationSetting('g2')).toBe('g2');
  });
  it('sends a call’s public form only on a public generation', () => {
    const designed = { name: 'searchAllInTime', params: { keyword: 'x' } };
    const publicForm = { name: 'searchAll', params: () => ({}) };
    learnGeneration({ status: 0, data: { xyApi: {} } });
    expect(wireForm(designed, publicForm, { key: 'x' })).toBe(designed);
    learnGeneration({ status: 0, data: {} });
    expect(wireForm(designed, publicForm, { key: 'x' })).toEqual({ name: 'searchAll', params: { key: 'x' } });
    expect(wireForm(designed, undefined, undefined)).toBe(designed);
  });
});

describe('schemas degrade instead of failing', () => {
  it('leaves out a list item that does not fit, not the answer', async () => {
    const { list, id, str } = await import('../primitives');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const schema = z.object({ list: list(z.object({ fileId: id(), title: str() })) });
    expect(schema.parse({ list: [{ fileId: '7', title: 'a' }, { title: 'no id' }, { fileId: 8 }] }).list).toEqual([
      { fileId: 7, title: 'a' },
      { fileId: 8, title: '' },
    ]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('left out'));
    warn.mockRestore();
  });
  it('takes the fallback for a number sent as "" or words', async () => {
    const { num } = await import('../primitives');
    expect(num().parse('')).toBe(0);
    expect(num(-1).parse('n/a')).toBe(-1);
    expect(num().parse(' 12 ')).toBe(12);
  });
});
