/**
 * Where the comment input shows (docs/product.md §3 and §4): nowhere when the site's audit type is 2
 * (the site takes no comments) or the object's comments are closed; everywhere else, whatever the
 * object's comments. The section is a server component: its loaded part is rendered as a tree of
 * elements and searched for the composer.
 */
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { CommentsSection } from './CommentsSection';
import { CommentComposer } from './CommentComposer.island';
import { siteTakesComments, AUDIT_TYPE } from './audit';
import type { CommentsSectionData } from './server/loadComments';

jest.mock('next-intl/server', () => ({
  getTranslations: async () => (key: string) => key,
  getLocale: async () => 'cn',
}));

const loaded = (auditType: number): CommentsSectionData => ({
  count: 0,
  countCap: 999,
  siteClosed: !siteTakesComments(auditType),
  hot: [],
  firstPage: { threads: [], total: 0, page: 0, hasMore: false },
});

/** Every element in a tree, depth first. */
function* elements(node: ReactNode): Generator<ReactElement> {
  if (Array.isArray(node)) for (const child of node) yield* elements(child);
  else if (isValidElement(node)) {
    yield node;
    yield* elements((node.props as { children?: ReactNode }).children);
  }
}

/** Whether the loaded section offers the input, for a site's audit type and the object's own closing. */
async function offersInput(auditType: number, closed = false): Promise<boolean> {
  const section = CommentsSection({
    sourceType: 0,
    sourceId: 7,
    comments: Promise.resolve(loaded(auditType)),
    path: '/newsDetail/7.html',
    closed,
  });
  // The Suspense boundary's child is the loaded part; it is an async component: run it.
  const inner = [...elements(section)].find((el) => typeof el.type === 'function' && el.type.name === 'LoadedComments');
  if (!inner) throw new Error('the section has no loaded part');
  const render = inner.type as (props: unknown) => Promise<ReactNode>;
  const tree = await render(inner.props);
  return [...elements(tree)].some((el) => el.type === CommentComposer);
}

describe('the comment input', () => {
  it('shows when comments publish at once or after review', async () => {
    expect(await offersInput(AUDIT_TYPE.none)).toBe(true);
    expect(await offersInput(AUDIT_TYPE.review)).toBe(true);
  });

  it('is not shown when the site takes no comments (audit type 2)', async () => {
    expect(AUDIT_TYPE.closed).toBe(2);
    expect(await offersInput(2)).toBe(false);
  });

  it("is not shown when the object's comments are closed", async () => {
    expect(await offersInput(AUDIT_TYPE.none, true)).toBe(false);
  });
});
