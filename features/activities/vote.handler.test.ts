import { castVote } from '@/features/activities/server/votes';
import { apiRequest, deviceCookie, sealMember, sessionCookie, testMember } from '@/tests/support/session';
import { expectOurLimit, floodUntilLimited } from '@/tests/support/limits';
import { POST } from './vote.handler';

// docs/security.md, "Limits": votes, 30 a minute per member, held by the real handler. The platform
// stands in as a vote that always counts, so the 429 is ours and the platform is not asked again.
jest.mock('@/features/activities/server/votes', () => ({ castVote: jest.fn() }));
const cast = jest.mocked(castVote);

const vote = (sealed: string, attempt: number) =>
  POST(
    apiRequest('activities/vote', {
      body: { voteId: 3, optionId: 4, requestId: `tap-${String(attempt).padStart(6, '0')}` },
      cookies: [deviceCookie(), sessionCookie(sealed)],
      address: '198.51.100.1',
    }),
  );

beforeEach(() =>
  cast.mockReset().mockResolvedValue({ optionId: 4, count: 1, totalVotes: 1, leftToday: 9, leftOnOption: 9 }),
);

describe('POST /api/activities/vote: our own limit answers before the platform is asked', () => {
  it('30 a minute per member, then 429 with Retry-After; another member is still served', async () => {
    const sealed = await sealMember(testMember({ userId: '2001' }));
    const { passed, limited } = await floodUntilLimited((attempt) => vote(sealed, attempt), 40);
    expect(passed).toBe(30);
    await expectOurLimit(limited);
    expect(cast).toHaveBeenCalledTimes(30);
    expect((await vote(await sealMember(testMember({ userId: '2002' })), 99)).status).toBe(200);
  });
});
