/**
 * Reader-written text is shown isolated (docs/decisions/0042): a right-to-left override in a
 * nickname or a comment turns round only its own words, never the badges, times or text after it.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/en.json';
import { CommentItem } from './CommentItem';
import { CommentText } from './CommentText';
import { PostAuthor } from '@/features/circles/PostParts';
import { AskedBy } from '@/features/qa/AskedBy';
import type { Comment } from './comment.types';
import type { QaQuestion } from '@/features/qa/qa.types';

const RLO = '\u202E';
const comment: Comment = {
  id: 1,
  sourceType: 0,
  objectId: 1,
  rootId: 0,
  parentId: 0,
  author: { id: '9', name: `${RLO}olleh`, icon: '', role: 'reader' },
  replyTo: `${RLO}bob`,
  text: `${RLO}gnp.exe`,
  likes: 0,
  replies: 0,
  createdAt: null,
  top: false,
  excellent: false,
  pending: false,
  location: '',
};
const render = (node: React.ReactNode) =>
  renderToStaticMarkup(
    <NextIntlClientProvider locale="en" messages={messages} timeZone="Asia/Shanghai">
      {node}
    </NextIntlClientProvider>,
  );

describe('reader-written text is isolated', () => {
  it('a comment: the name in <bdi>, the text with dir="auto", the name a reply answers between FSI and PDI', () => {
    const html = render(<CommentItem comment={comment} context={{ sourceType: 0, objectId: 1, ownHost: '' }} />);
    expect(html).toMatch(new RegExp(`<bdi[^>]*>${RLO}olleh</bdi>`));
    expect(html).toMatch(new RegExp(`<p[^>]*dir="auto"[^>]*>${RLO}gnp.exe</p>`));
    expect(html).toContain(`Reply to \u2068${RLO}bob\u2069`);
  });

  it('comment text alone', () => {
    expect(render(<CommentText text={`${RLO}x`} ownHost="" />)).toMatch(/<p[^>]*dir="auto"/);
  });

  it('the author of a post and the asker of a question', () => {
    expect(render(<PostAuthor author={`${RLO}olleh`} createdAt={0} locale="en" when="dateTime" />)).toMatch(
      new RegExp(`<bdi[^>]*>${RLO}olleh</bdi>`),
    );
    const question = { askerName: `${RLO}olleh`, askerHref: null, askedAt: null } as unknown as QaQuestion;
    expect(render(<AskedBy question={question} locale="en" />)).toContain(`<bdi>${RLO}olleh</bdi>`);
  });
});
