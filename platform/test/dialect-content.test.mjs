/**
 * The dialect layer's pure parts: article bodies between the designed placeholders and the real
 * IMAGEARRAY / VIDEOARRAY markers (lib/dialect/content.mjs), byline names (bylines.mjs), and the
 * transport rules (transport.mjs).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { designedBody, realBody } from '../lib/dialect/content.mjs';
import { designedBylines, realBylines } from '../lib/dialect/bylines.mjs';
import { callbackOf, frame, missing, refused, written, serialize } from '../lib/dialect/transport.mjs';
import { BYLINE_ROLES } from '../seed/text.mjs';

const DESIGNED = {
  content: '<p>a</p>\n<!--IMAGES#1-->\n<p>b</p>\n<!--IMAGES#2-->',
  groups: [
    {
      ref: '<!--IMAGES#1-->',
      pics: [
        { n: 3, summary: 'one' },
        { n: 4, summary: 'two' },
      ],
    },
    { ref: '<!--IMAGES#2-->', pics: [{ n: 5, summary: 'three' }] },
  ],
};

test('a designed body in the real form: one marker per picture, numbered from 0 in reading order', () => {
  const real = realBody(DESIGNED.content, DESIGNED.groups, []);
  assert.equal(real.content, '<p>a</p>\n<!--IMAGEARRAY#0-->\n<!--IMAGEARRAY#1-->\n<p>b</p>\n<!--IMAGEARRAY#2-->');
  assert.deepEqual(real.pictures, [
    { ref: '<!--IMAGEARRAY#0-->', n: 3, summary: 'one' },
    { ref: '<!--IMAGEARRAY#1-->', n: 4, summary: 'two' },
    { ref: '<!--IMAGEARRAY#2-->', n: 5, summary: 'three' },
  ]);
  assert.deepEqual(real.videos, []);
});

test('a designed body stays as it is in the designed form', () => {
  assert.deepEqual(designedBody(DESIGNED.content, DESIGNED.groups), DESIGNED);
});

test('a real body in the designed form: a group per picture; inline videos, which the designed form lacks, are left out', () => {
  const stored = {
    content: '<p>x</p><!--IMAGEARRAY#0--><!--VIDEOARRAY#0--><!--IMAGEARRAY#1-->',
    groups: [
      {
        ref: '<!--IMAGES#1-->',
        pics: [
          { n: 7, summary: 'p', ref: '<!--IMAGEARRAY#0-->' },
          { n: 8, summary: 'q', ref: '<!--IMAGEARRAY#1-->' },
        ],
      },
    ],
  };
  const d = designedBody(stored.content, stored.groups);
  assert.equal(d.content, '<p>x</p><!--IMAGES#1--><!--IMAGES#2-->');
  assert.deepEqual(d.groups, [
    { ref: '<!--IMAGES#1-->', pics: [{ n: 7, summary: 'p' }] },
    { ref: '<!--IMAGES#2-->', pics: [{ n: 8, summary: 'q' }] },
  ]);
  const r = realBody(stored.content, stored.groups, [{ ref: '<!--VIDEOARRAY#0-->', summary: 'v', duration: 6 }]);
  assert.equal(r.content, stored.content, 'the real form of a real body is itself');
  assert.deepEqual(r.videos, [{ ref: '<!--VIDEOARRAY#0-->', summary: 'v', duration: 6 }]);
});

test('markers nothing resolves are dropped rather than left for a reader to see', () => {
  assert.equal(realBody('<p>x</p><!--IMAGES#9--><!--IMAGEARRAY#4--><!--VIDEOARRAY#2-->', [], []).content, '<p>x</p>');
  assert.equal(designedBody('<p>x</p><!--IMAGEARRAY#4-->', []).content, '<p>x</p>');
});

test('byline roles under either name', () => {
  const stored = {
    liabilityEditor: '甲',
    photographer: '乙',
    designer: '丙',
    coordinator: '丁',
    proofreader: '戊',
    checker: '己',
    collaborator: '庚',
  };
  const real = realBylines(stored);
  assert.deepEqual(
    [real.liability, real.cameraman, real.drawer, real.overallPlanning, real.checker, real.collaborator],
    ['甲', '乙', '丙', '丁', '己', '庚'],
  );
  assert.equal('proofreader' in real, false, 'a designed-only role has no real field');
  const designed = designedBylines(
    { liability: '甲', cameraman: '乙', drawer: '丙', overallPlanning: '丁', collaborator: '庚' },
    BYLINE_ROLES,
  );
  assert.deepEqual(
    [designed.liabilityEditor, designed.photographer, designed.designer, designed.coordinator],
    ['甲', '乙', '丙', '丁'],
  );
  assert.deepEqual(Object.keys(designed), [...BYLINE_ROLES], 'every designed role, no real-only one');
});

test('transport: the envelope by dialect, missing, refused and written answers', () => {
  const envelope = { status: 0, message: 'success', data: { a: 1 } };
  assert.deepEqual(frame('designed', { a: 1 }, {}), envelope);
  assert.deepEqual(frame('g2', { a: 1 }, { curVersions: '1' }), envelope);
  assert.deepEqual(frame('g2', { a: 1 }, {}), { a: 1 });
  assert.deepEqual(frame('g2', { a: 1 }, { curVersions: '' }), { a: 1 }, 'an empty curVersions is none');
  assert.deepEqual(frame('g1', { a: 1 }, { curVersions: '1' }), { a: 1 });
  assert.deepEqual(missing('g2', { curVersions: '1' }), { status: 0, message: 'success', data: 'empty' });
  assert.equal(missing('g2', {}), 'empty');
  assert.equal(missing('g1', { curVersions: '1' }), null);
  assert.deepEqual(refused('g2', 'gone'), { status: -1, message: 'gone', data: {} });
  assert.equal(refused('g1', 'gone'), null);
  assert.deepEqual(written('g2', { curVersions: '1' }), { status: 0, message: 'success', data: { value: 'true' } });
  assert.equal(written('g1', {}), true);
});

test("JSONP: plain dotted names only, so an answer never carries script of the caller's making", () => {
  for (const ok of ['cb', 'jQuery1234_5678', 'app.columns', '$x']) assert.equal(callbackOf({ jsoncallback: ok }), ok);
  for (const bad of ['', 'alert(1)', 'a;b', 'a b', '1cb', 'a..b', `${'x'.repeat(70)}`, '<script>'])
    assert.equal(callbackOf({ jsoncallback: bad }), '', bad);
  assert.deepEqual(serialize(null, 'cb'), { type: 'application/javascript; charset=utf-8', payload: 'cb(null)' });
  assert.deepEqual(serialize({ a: 1 }, ''), { type: 'application/json; charset=utf-8', payload: '{"a":1}' });
});
