/**
 * Comment calls (docs/platform-api.md, "Comments"): discussView (threads, each with its first
 * replies in topDiscuss), discussViewFlat, discussHot, discussReply, discussCount, discuss (POST),
 * delMyDiscuss (POST) and myDiscuss (a member's own comments, pending ones included). Likes of a
 * comment are the event call with object type 1 (routes/events.mjs).
 */
import { NotFound } from '../lib/envelope.mjs';
import { pick, pageOf, requireInt, toInt } from '../lib/params.mjs';
import { formatPlatformTime } from '../lib/time.mjs';

/** Threads per page of discussView, replies per page of discussReply, replies shown under a thread. */
export const PAGE_SIZE = { threads: 10, flat: 20, replies: 20, preview: 3 };
const HOT_DEFAULT = 5;
const HOT_MAX = 20;

/** @typedef {import('../db/rows.mjs').DiscussionViewRow} DiscussionViewRow */

/**
 * @param {import('../lib/pipeline.mjs').Service} svc
 * @param {{ctx: import('../data/context.mjs').PlatformContext, discussions: import('../lib/discussions.mjs').DiscussionStore,
 *   memberOf: import('../lib/member-of.mjs').MemberOf}} deps
 */
export default function registerDiscuss(svc, { ctx, discussions, memberOf }) {
  /** An icon the seed stored as a media path becomes absolute; members' heads are URLs already. @param {string} icon */
  const iconUrl = (icon) => (icon === '' || /^https?:\/\//.test(icon) ? icon : ctx.urls.media(icon));

  /** One comment in the platform's shape. @param {DiscussionViewRow} r */
  const item = (r) => ({
    id: r.id,
    userID: r.user_id,
    userName: r.user_name,
    userIcon: iconUrl(r.user_icon),
    articleID: r.object_id,
    sourceType: r.source_type,
    rootID: r.root_id ?? 0,
    parentID: r.parent_id ?? 0,
    parentUserID: r.parent_user_id ?? '',
    parentUserName: r.parent_user_name ?? '',
    content: r.content,
    countPraise: r.count_praise,
    countDiscuss: r.root_id === null ? discussions.replyCount(r.id) : 0,
    created: formatPlatformTime(r.created_at),
    type: r.source_type,
    roleType: r.role,
    isTop: r.is_top,
    isExcellent: r.is_excellent,
    // 0 published, 1 waiting for review (only ever answered to its writer, by myDiscuss and discuss).
    auditStatus: r.status === 'pending' ? 1 : 0,
    xyID: 0,
    location: r.location,
    attachments: [],
  });

  /** @param {Record<string, string>} p */
  const sourceOf = (p) => toInt(pick(p, 'source', 'sourceType', 'type'), 0);
  const paging = (/** @type {number} */ page, /** @type {number} */ size, /** @type {number} */ total) => ({
    page,
    totalCount: total,
    totalPage: Math.ceil(total / size),
    hasMore: (page + 1) * size < total,
  });

  // Threads, newest first (sortType 1: most liked first); top-marked threads lead either way.
  svc.call('discussView', (p) => {
    const id = requireInt(p, ['id', 'articleID']);
    const page = pageOf(p);
    const { rows, total } = discussions.threads(sourceOf(p), id, {
      limit: PAGE_SIZE.threads,
      offset: page * PAGE_SIZE.threads,
      hot: toInt(p.sortType, 0) === 1,
    });
    const list = rows.map((r) => {
      const replies = discussions.replies(r.id, { limit: PAGE_SIZE.preview, offset: 0 });
      return {
        ...item(r),
        topDiscuss: { list: replies.rows.map(item), ...paging(0, PAGE_SIZE.preview, replies.total) },
      };
    });
    return { list, ...paging(page, PAGE_SIZE.threads, total) };
  });

  svc.call('discussViewFlat', (p) => {
    const page = pageOf(p);
    const { rows, total } = discussions.flat(sourceOf(p), requireInt(p, ['id', 'articleID']), {
      limit: PAGE_SIZE.flat,
      offset: page * PAGE_SIZE.flat,
    });
    return { list: rows.map(item), ...paging(page, PAGE_SIZE.flat, total) };
  });

  svc.call('discussHot', (p) => {
    const count = Math.min(HOT_MAX, Math.max(1, toInt(p.count, HOT_DEFAULT)));
    return { list: discussions.hot(sourceOf(p), requireInt(p, ['id', 'articleID']), count).map(item) };
  });

  // A thread: its first comment (`main`; a reply's id opens its thread) and a page of its replies, oldest first.
  svc.call('discussReply', (p) => {
    const asked = discussions.byId(requireInt(p, ['id']));
    const root = asked?.root_id ? discussions.byId(asked.root_id) : asked;
    if (!root || root.status !== 'published') throw new NotFound('comment not found');
    const page = pageOf(p);
    const { rows, total } = discussions.replies(root.id, {
      limit: PAGE_SIZE.replies,
      offset: page * PAGE_SIZE.replies,
    });
    return { main: item(root), list: rows.map(item), ...paging(page, PAGE_SIZE.replies, total) };
  });

  svc.call('discussCount', (p) => ({ count: discussions.count(sourceOf(p), requireInt(p, ['id', 'articleID'])) }));

  // The writer is whoever the token says, never the form's userID/userName (clients send them; they are not trusted).
  svc.call(
    'discuss',
    (p, req) => {
      const member = memberOf.required(req);
      const row = discussions.post({
        writer: { id: member.id, nickname: member.nickname, head: member.head },
        sourceType: toInt(pick(p, 'sourceType', 'source'), 0),
        objectId: requireInt(p, ['rootID', 'id', 'articleID']),
        parentId: toInt(pick(p, 'parentID'), 0),
        content: pick(p, 'content') ?? '',
        device: pick(p, 'device', 'deviceId') ?? '',
        channel: toInt(p.channel, 1),
        location: (pick(p, 'location') ?? '').slice(0, 40),
      });
      return { value: 'true', id: row.id, auditStatus: row.status === 'pending' ? 1 : 0, discuss: item(row) };
    },
    { methods: ['POST'] },
  );

  svc.call('myDiscuss', (p, req) => {
    const member = memberOf.required(req);
    return { list: discussions.mine(sourceOf(p), requireInt(p, ['id', 'articleID']), member.id).map(item) };
  });

  svc.call(
    'delMyDiscuss',
    (p, req) => {
      const member = memberOf.required(req);
      discussions.remove(requireInt(p, ['id', 'discussID']), member.id);
      return { value: 'true' };
    },
    { methods: ['POST'] },
  );
}
