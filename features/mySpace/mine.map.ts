import { mapTipoff, tipoffStatus } from '@/features/tipoffs/tipoff.map';
import type { RawTipoff } from '@/features/tipoffs/tipoff.schema';
import { commentAllHref } from '@/features/comments/paths';
import { reporterRoute, xyDetailRoute } from '@/features/accounts/paths';
import { topicDetailRoute } from '@/features/qa/paths';
import { postDetailRoute } from '@/features/circles/paths';
import { tipoffDetailRoute } from '@/features/tipoffs/paths';
import { registrationDetailRoute } from '@/features/activities/paths';
import { liveDetailRoute } from '@/features/live/paths';
import type { RawMessage, RawMyComment, RawMyFollow, RawMyPost, RawMyQuestion, RawMyReporter } from './mine.schema';
import type {
  CommentState,
  Message,
  MessageKind,
  MessageState,
  MyComment,
  MyFollow,
  MyPost,
  MyQuestion,
  MyQuestionStatus,
  MyReporter,
  MyTipoff,
  OwnPage,
} from './mine.types';

const COMMENT_STATES: readonly CommentState[] = ['public', 'pending', 'rejected'];
const QUESTION_STATUSES: readonly MyQuestionStatus[] = ['pending', 'answered', 'declined'];
const KINDS: readonly MessageKind[] = ['reply', 'answer', 'tipoff', 'registration', 'live'];

/** A list answer as one of our pages. */
export function ownPage<R, T>(
  raw: { list: R[]; hasMore: boolean; totalCount: number },
  map: (item: R) => T | null,
): OwnPage<T> {
  return {
    items: raw.list.map(map).filter((item): item is T => item !== null),
    hasMore: raw.hasMore,
    total: raw.totalCount,
  };
}

/** An unknown review state reads as pending: nothing is claimed public that may not be. */
export function mapMyComment(raw: RawMyComment): MyComment {
  return {
    id: raw.id,
    content: raw.content,
    state: COMMENT_STATES[raw.auditStatus] ?? 'pending',
    where: { title: raw.title, href: commentAllHref(raw.sourceType, raw.articleID) },
    writtenAt: raw.created,
  };
}

export function mapMyFollow(raw: RawMyFollow): MyFollow {
  return {
    id: raw.xyID,
    name: raw.name,
    icon: raw.icon,
    description: raw.description,
    href: xyDetailRoute.href({ id: raw.xyID }),
  };
}

/** A followed reporter the platform names without an id is dropped: there is no page to link. */
export function mapMyReporter(raw: RawMyReporter): MyReporter | null {
  if (raw.reporterID <= 0) return null;
  return {
    id: raw.reporterID,
    name: raw.name,
    icon: raw.icon,
    desk: raw.desk,
    href: reporterRoute.href({ id: raw.reporterID }),
  };
}

export function mapMyQuestion(raw: RawMyQuestion): MyQuestion {
  return {
    id: raw.id,
    content: raw.content,
    status: QUESTION_STATUSES[raw.status] ?? 'pending',
    replyNote: raw.replyNote,
    topic: { title: raw.subjectTitle, href: topicDetailRoute.href({ id: raw.subjectID }) },
    askedAt: raw.created,
  };
}

export function mapMyPost(raw: RawMyPost): MyPost {
  return {
    id: raw.id,
    circleName: raw.circleName,
    content: raw.content,
    picture: raw.pics.find(Boolean) ?? '',
    href: postDetailRoute.href({ id: raw.id }),
    postedAt: raw.created,
  };
}

export function mapMyTipoff(raw: RawTipoff): MyTipoff {
  return { ...mapTipoff(raw), href: tipoffDetailRoute.href({ id: raw.id }) };
}

/**
 * A message, linked to where the reader sees the thing it is about: the comments of the object
 * replied under, the topic of the question, the tip-off, the registration, the live now on air.
 * A kind we do not know
 * is left out rather than linked anywhere.
 */
export function mapMessage(raw: RawMessage): Message | null {
  const kind = KINDS.find((k) => raw.type === k);
  const ownId = Number(/-(\d+)$/.exec(raw.id)?.[1] ?? 0);
  if (!kind || !(raw.objectID > 0)) return null;
  let href: string;
  let state: MessageState = 'none';
  switch (kind) {
    case 'reply':
      href = commentAllHref(raw.sourceType, raw.objectID);
      break;
    case 'answer':
      href = topicDetailRoute.href({ id: raw.objectID });
      state = QUESTION_STATUSES[raw.status] ?? 'answered';
      break;
    case 'tipoff':
      href = tipoffDetailRoute.href({ id: raw.objectID });
      state = tipoffStatus(raw.status);
      break;
    case 'registration':
      if (!(ownId > 0)) return null;
      href = registrationDetailRoute.href({ fileId: raw.objectID, entryID: ownId });
      state = raw.status === 1 ? 'accepted' : 'declined';
      break;
    case 'live':
      href = liveDetailRoute.href({ linkId: raw.objectID, id: raw.objectID });
      break;
  }
  return {
    id: raw.id,
    kind,
    title: raw.title,
    content: raw.content,
    state,
    href,
    at: raw.created,
    unread: raw.isRead !== 1,
  };
}
