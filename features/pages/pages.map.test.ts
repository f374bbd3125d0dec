import { contactOf, mapCertificate, mapHotPointAxis, mapProduct, mapSiteProfile } from './pages.map';
import {
  rawCertificateSchema,
  rawHotPointTimeAxisSchema,
  rawProductDetailSchema,
  rawSiteConfSchema,
} from './pages.schema';

describe('contactOf', () => {
  it('dials telephone numbers and writes to e-mail addresses; an address is text', () => {
    expect(contactOf('hotline', '新闻热线', '0891-6333110').href).toBe('tel:08916333110');
    expect(contactOf('email', '投稿邮箱', 'tougao@plateau-media.example').href).toBe(
      'mailto:tougao@plateau-media.example',
    );
    expect(contactOf('address', '地址', '拉萨市江苏路36号').href).toBeNull();
  });
  it('never makes a link of a value that is not what its kind says', () => {
    expect(contactOf('phone', '电话', 'javascript:alert(1)').href).toBeNull();
    expect(contactOf('email', '邮箱', 'not an address').href).toBeNull();
  });
});

describe('mapSiteProfile', () => {
  it('drops empty paragraphs, contacts and licences without a number', () => {
    const profile = mapSiteProfile(
      rawSiteConfSchema.parse({
        siteName: '高原融媒',
        about: ['第一段', '  ', '第二段'],
        contacts: [
          { kind: 'hotline', label: '热线', value: '' },
          { kind: 'postcode', label: '邮编', value: '850000' },
        ],
        licences: [
          { name: 'ICP备案', number: '' },
          { name: '许可证', number: '54120190003' },
        ],
        certificates: [{ id: '2', title: '证书', workTitle: '[=x1]稿件[=x1]' }],
      }),
    );
    expect(profile.about).toEqual(['第一段', '第二段']);
    expect(profile.contacts).toEqual([{ label: '邮编', value: '850000', href: null }]);
    expect(profile.licences).toEqual([{ name: '许可证', number: '54120190003' }]);
    expect(profile.certificates).toEqual([{ id: 2, title: '证书', workTitle: '稿件' }]);
  });
});

describe('mapHotPointAxis', () => {
  it('reads the axis forwards whatever order the platform sent, and keeps events without an article', () => {
    const axis = mapHotPointAxis(
      rawHotPointTimeAxisSchema.parse({
        id: 1,
        title: '热点',
        summary: '',
        picUrl: '',
        eventCount: 2,
        updateTime: '',
        list: [
          { id: 2, time: '2026-11-19 10:00:00.0', title: '后', summary: '', article: null },
          { id: 1, time: '2026-11-01 09:00:00.0', title: '先', summary: '' },
        ],
      }),
    );
    expect(axis.events.map((e) => e.title)).toEqual(['先', '后']);
    expect(axis.events.every((e) => e.article === null)).toBe(true);
    expect(axis.updatedAt).toBe(axis.events[1]?.at);
  });
});

describe('mapProduct', () => {
  it('sanitises the description and never shows a negative stock', () => {
    const product = mapProduct(
      rawProductDetailSchema.parse({
        id: 1,
        name: '松茸',
        stock: -3,
        content: '<p onclick="x()">好</p><script>x()</script>',
      }),
    );
    expect(product.stock).toBe(0);
    expect(product.html).not.toMatch(/script|onclick/);
    expect(product.html).toContain('好');
  });
});

describe('mapCertificate', () => {
  it('numbers the pages in order from 1', () => {
    const certificate = mapCertificate(
      rawCertificateSchema.parse({
        id: 1,
        pdfUrl: 'http://p/c.pdf',
        pages: [
          { page: 5, url: 'http://p/2.jpg', width: 794, height: 1123 },
          { page: 4, url: 'http://p/1.jpg', width: 794, height: 1123 },
        ],
      }),
    );
    expect(certificate.pages.map((p) => [p.no, p.src])).toEqual([
      [1, 'http://p/1.jpg'],
      [2, 'http://p/2.jpg'],
    ]);
  });
  it('refuses an answer without its PDF', () => {
    expect(rawCertificateSchema.safeParse({ id: 1, pdfUrl: '', pages: [] }).success).toBe(false);
  });
});
