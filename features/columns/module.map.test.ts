import { rawModuleSchema } from '../articles/article.schema';
import { rawModuleViewSchema } from './module.schema';
import { mapModuleGroup, mapModuleItem, safeExternalUrl } from './module.map';

describe('module groups', () => {
  it('service links open their url; column entries open their column', () => {
    const group = mapModuleGroup(
      rawModuleSchema.parse({
        id: 1,
        title: '便民服务',
        type: 1,
        hasMore: 1,
        list: [
          {
            id: 1,
            cmiName: '天气',
            duty: '气象台',
            url: 'https://example.org/weather?city=lhasa',
            columnID: 0,
            icon: 'http://p/icon.png',
          },
        ],
      }),
    );
    expect(group).toMatchObject({ id: 1, title: '便民服务', kind: 'service', hasMore: true });
    expect(group.items[0]).toMatchObject({
      name: '天气',
      duty: '气象台',
      href: 'https://example.org/weather?city=lhasa',
      external: true,
    });

    const columns = mapModuleGroup(
      rawModuleSchema.parse({ id: 2, type: '2', list: [{ id: 9, cmiName: '本地', columnID: 2, url: '' }] }),
    );
    expect(columns.kind).toBe('columns');
    expect(columns.items[0]).toMatchObject({ href: '/columnDetail/2.html', external: false });
  });

  it('never links to script or junk addresses, and drops nameless items', () => {
    expect(
      mapModuleItem(rawModuleSchema.shape.list.parse([{ id: 3, cmiName: 'x', url: 'javascript:alert(1)' }])[0]!),
    ).toMatchObject({ href: '', external: false });
    expect(safeExternalUrl(' http://example.org/a ')).toBe('http://example.org/a');
    expect(safeExternalUrl('//evil.example.com')).toBe('');
    expect(mapModuleGroup(rawModuleSchema.parse({ id: 4, type: 1, list: [{ id: 1, cmiName: '' }] })).items).toEqual([]);
  });

  it("opens the site's own pages by their path, and nothing that only looks like one", () => {
    const item = (url: string) =>
      mapModuleItem(rawModuleSchema.shape.list.parse([{ id: 5, cmiName: '活动', url }])[0]!);
    expect(item('/activityDetail/3001.html')).toMatchObject({ href: '/activityDetail/3001.html', external: false });
    expect(item('/activityVote/3006/4001.html')).toMatchObject({
      href: '/activityVote/3006/4001.html',
      external: false,
    });
    expect(item('/noSuchRoute/1.html')).toMatchObject({ href: '', external: false });
    expect(item('//evil.example.com/x.html')).toMatchObject({ href: '', external: false });
    expect(item('/activityDetail/3001.html?x=1')).toMatchObject({ href: '', external: false });
  });

  it('moduleView answers map the same way (no hasMore: everything is there)', () => {
    const group = mapModuleGroup(
      rawModuleViewSchema.parse({
        id: 3,
        title: '政务服务',
        type: 1,
        list: [{ id: 13, cmiName: '户籍', url: 'https://example.org/h' }],
      }),
    );
    expect(group).toMatchObject({ id: 3, kind: 'service', hasMore: false });
    expect(group.items).toHaveLength(1);
  });
});
