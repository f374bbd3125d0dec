import messages from '@/messages/cn.json';
import { mergeMessages, pickMessages } from './pickMessages';

describe('pickMessages', () => {
  it('keeps only the namespaces asked for, nested as they were', () => {
    const picked = pickMessages(messages, ['chrome', 'account.weixin', 'account.app']);
    expect(Object.keys(picked).sort()).toEqual(['account', 'chrome']);
    expect(picked.chrome).toBe(messages.chrome);
    expect(picked.account).toEqual({ weixin: messages.account.weixin, app: messages.account.app });
  });

  it('takes a namespace whole when it is listed with one nested in it, in either order', () => {
    expect(pickMessages(messages, ['account', 'account.app']).account).toBe(messages.account);
    expect(pickMessages(messages, ['account.app', 'account']).account).toBe(messages.account);
  });

  it('never changes the messages it picks from, and leaves out what is not there', () => {
    const source = { a: { b: { c: 'x' }, d: 'y' } };
    const before = JSON.stringify(source);
    expect(pickMessages(source, ['a', 'a.b', 'missing', 'a.nope.deeper'])).toEqual(source);
    expect(pickMessages(source, ['a.b', 'a.d'])).toEqual(source);
    expect(JSON.stringify(source)).toBe(before);
  });
});

describe('mergeMessages', () => {
  it('adds namespaces to those already there, merging nested ones, and changes neither', () => {
    const base = { chrome: { a: '1' }, account: { app: { x: '2' } } };
    const added = { account: { weixin: { y: '3' } }, search: { z: '4' } };
    expect(mergeMessages(base, added)).toEqual({
      chrome: { a: '1' },
      account: { app: { x: '2' }, weixin: { y: '3' } },
      search: { z: '4' },
    });
    expect(base).toEqual({ chrome: { a: '1' }, account: { app: { x: '2' } } });
    expect(added).toEqual({ account: { weixin: { y: '3' } }, search: { z: '4' } });
  });
});
