import { articleLink } from './paths';

const base = { id: 1000, columnId: 3, linkId: 0, subColumnId: 0, linkUrl: '' };

describe('articleLink', () => {
  it('routes each article type to its detail page', () => {
    expect(articleLink({ ...base, kind: 'news' }).href).toBe('/newsDetail/3/1000.html');
    expect(articleLink({ ...base, kind: 'photos' }).href).toBe('/imageDetail/3/1000.html');
    expect(articleLink({ ...base, kind: 'video' }).href).toBe('/videoDetail/3/1000.html');
    expect(articleLink({ ...base, kind: 'live' }).href).toBe('/liveDetail/1000/1000.html');
    expect(articleLink({ ...base, kind: 'link' }).href).toBe('/linkDetail/1000.html');
    expect(articleLink({ ...base, kind: 'h5' }).href).toBe('/linkDetail/1000.html');
  });
  it('opens a special topic as its sub-column', () => {
    expect(articleLink({ ...base, kind: 'special', subColumnId: 77 }).href).toBe('/specDetail/1000/77.html');
  });
});
