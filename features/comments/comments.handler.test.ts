import { postComment } from '@/features/comments/server/comments';
import {
  apiRequest,
  deviceCookie,
  freshDeviceId,
  sealMember,
  sessionCookie,
  testMember,
} from '@/tests/support/session';
import { expectOurLimit, floodUntilLimited } from '@/tests/support/limits';
import { POST } from './comments.handler';

// docs/security.md, "Limits": comments, 6 a minute per member (then per device), held by the real
// handler. The platform stands in as a comment that is always accepted, so the 429 is ours.
jest.mock('@/features/comments/server/comments', () => ({ postComment: jest.fn(), getCommentPage: jest.fn() }));
const post = jest.mocked(postComment);

const posted = {
  id: 1,
  sourceType: 0,
  objectId: 42,
  rootId: 0,
  parentId: 0,
  author: { id: '42', name: 'reader', icon: '', role: 'reader' as const },
  replyTo: null,
  text: 'hello',
  likes: 0,
  replies: 0,
  createdAt: null,
  top: false,
  excellent: false,
  pending: true,
  location: '',
};

const comment = (sealed: string, device: string) =>
  POST(
    apiRequest('comments', {
      body: { sourceType: 0, objectId: 42, content: 'hello' },
      cookies: [deviceCookie(device), sessionCookie(sealed)],
      address: '198.51.100.1',
    }),
  );

beforeEach(() => post.mockReset().mockResolvedValue(posted));

describe('POST /api/comments: our own limit answers before the platform is asked', () => {
  it('6 a minute per member, whatever device they write from; another member is still served', async () => {
    const sealed = await sealMember(testMember({ userId: '1001' }));
    const { passed, limited } = await floodUntilLimited(() => comment(sealed, freshDeviceId()), 12);
    expect(passed).toBe(6);
    await expectOurLimit(limited);
    expect(post).toHaveBeenCalledTimes(6);
    expect((await comment(await sealMember(testMember({ userId: '1002' })), freshDeviceId())).status).toBe(200);
  });
});
