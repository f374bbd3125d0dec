import { mapProtocol } from './legal.map';
import { rawProtocolSchema } from './legal.schema';

// docs/decisions/0050: the editors' HTML of a legal document goes through the article allow-list.
describe('mapProtocol', () => {
  const raw = (content: string, extra: Record<string, unknown> = {}) =>
    rawProtocolSchema.parse({
      type: 'privacy',
      version: '3',
      lang: 'en',
      title: 'Privacy',
      content,
      effectiveTime: '2026-10-26 09:00:00',
      ...extra,
    });

  it('keeps headings, paragraphs and lists; drops script, handlers and javascript: links', () => {
    const doc = mapProtocol(
      'privacy',
      raw(
        '<h2>1. What</h2><p onclick="x()">Text <strong>bold</strong></p><ul><li>a</li></ul><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
      ),
    );
    expect(doc.html).toContain('<h2>1. What</h2>');
    expect(doc.html).toContain('<strong>bold</strong>');
    expect(doc.html).toContain('<li>a</li>');
    expect(doc.html).not.toMatch(/script|onclick|javascript:/);
  });

  it('answers the version as a number, the day it took effect, and Chinese when the language is not said', () => {
    const doc = mapProtocol('privacy', raw('<p>x</p>', { lang: '' }));
    expect(doc).toEqual(expect.objectContaining({ kind: 'privacy', version: 3, lang: 'cn', effective: '2026-10-26' }));
  });
});
