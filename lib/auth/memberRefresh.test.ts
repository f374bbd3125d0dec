import { MemberRefresher, needsRefresh } from './memberRefresh';
import type { SessionMember } from '@/lib/session/member';

const NOW = 1_800_000_000_000;
const member: SessionMember = {
  userId: '2',
  nickname: 'n',
  head: '',
  token: 'a1',
  accessToken: 'a1',
  refreshToken: 'r1',
  accessExpiresAt: NOW + 30_000,
  device: 'd',
  via: 'phone',
};

/** A refresher on a clock the test moves, whose platform hands out a new pair (a2/r2, a3/r3, …) per rotation. */
function rotatingRefresher() {
  let now = NOW;
  let calls = 0;
  const refresher = new MemberRefresher(
    async () => {
      calls += 1;
      return { accessToken: `a${calls + 1}`, refreshToken: `r${calls + 1}`, accessExpiresAt: now + 7_200_000 };
    },
    () => false,
    () => now,
  );
  return { refresher, advance: (ms: number) => void (now += ms), calls: () => calls };
}

describe('member token refresh', () => {
  it('is due a minute before the access token expires', () => {
    expect(needsRefresh(member, NOW)).toBe(true);
    expect(needsRefresh({ ...member, accessExpiresAt: NOW + 120_000 }, NOW)).toBe(false);
  });

  it('rotates once for many callers holding the same refresh token', async () => {
    let calls = 0;
    const refresher = new MemberRefresher(
      async () => {
        calls += 1;
        return { accessToken: 'a2', refreshToken: 'r2', accessExpiresAt: NOW + 7_200_000 };
      },
      () => false,
      () => NOW,
    );
    const results = await Promise.all([
      refresher.refresh(member),
      refresher.refresh(member),
      refresher.refresh(member),
    ]);
    expect(calls).toBe(1);
    for (const r of results)
      expect(r).toMatchObject({ token: 'a2', accessToken: 'a2', refreshToken: 'r2', userId: '2' });
    // A late request with the old cookie gets the same answer, not a second (refused) rotation.
    expect(await refresher.refresh(member)).toMatchObject({ refreshToken: 'r2' });
    expect(calls).toBe(1);
  });

  it('hands a kept rotation over after the usual 30 s, and rotates again once it is not kept', async () => {
    const { refresher, advance, calls } = rotatingRefresher();
    await refresher.refresh(member);
    refresher.keep(member, 600_000);
    advance(300_000);
    expect(await refresher.refresh(member)).toMatchObject({ refreshToken: 'r2' });
    expect(calls()).toBe(1);
    const other = { ...member, refreshToken: 'other' };
    await refresher.refresh(other);
    advance(60_000);
    await refresher.refresh(other);
    expect(calls()).toBe(3);
  });

  it('signs out when the platform refuses the refresh token, keeps the member when it is only down', async () => {
    const refused = new MemberRefresher(
      () => Promise.reject(new Error('1004')),
      () => true,
      () => NOW,
    );
    expect(await refused.refresh(member)).toBeNull();
    let calls = 0;
    const down = new MemberRefresher(
      () => {
        calls += 1;
        return Promise.reject(new Error('network'));
      },
      () => false,
      () => NOW,
    );
    expect(await down.refresh(member)).toBe(member);
    await down.refresh(member);
    expect(calls).toBe(2);
  });
});

describe('member token refresh: its edges (docs/reliability.md, "Mutation testing")', () => {
  it('is due exactly a minute before the access token expires, not a moment later', () => {
    expect(needsRefresh({ ...member, accessExpiresAt: NOW + 60_000 }, NOW)).toBe(true);
    expect(needsRefresh({ ...member, accessExpiresAt: NOW + 60_001 }, NOW)).toBe(false);
  });

  it('a rotation is remembered for 30 s: at 30 s the old cookie rotates again', async () => {
    const { refresher, advance, calls } = rotatingRefresher();
    await refresher.refresh(member);
    advance(29_999);
    await refresher.refresh(member);
    expect(calls()).toBe(1);
    advance(1);
    await refresher.refresh(member);
    expect(calls()).toBe(2);
  });

  it('keeping a rotation nobody made does nothing', () => {
    const refresher = new MemberRefresher(
      async () => ({ accessToken: 'a2', refreshToken: 'r2', accessExpiresAt: NOW }),
      () => false,
      () => NOW,
    );
    expect(() => refresher.keep({ refreshToken: 'never-rotated' }, 60_000)).not.toThrow();
  });
});
