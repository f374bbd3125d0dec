/**
 * Circles (docs/platform-api.md, "Circles"): the site's interest circles, their notices and
 * posts (new and hot), the friends circle (moments), and members' new posts. Reading is public;
 * posting needs the member's token and names uploaded files by fileId.
 */
import { PlatformError } from '../lib/envelope.mjs';
import { requireInt, toInt, pick } from '../lib/params.mjs';
import { maskName, pathsOf, requestKeyLookup, textParam } from '../lib/community-media.mjs';
import { createUploadLookup } from './uploads.mjs';

/** @typedef {import('../db/rows.mjs').CircleRow} CircleRow */
/** @typedef {import('../db/rows.mjs').CirclePostRow} CirclePostRow */
/** @typedef {import('../db/rows.mjs').CircleNoticeRow} CircleNoticeRow */
/** @typedef {import('../db/rows.mjs').MomentRow} MomentRow */

const PAGE_SIZE = 10;

/**
 * @param {import('../lib/pipeline.mjs').Service} svc
 * @param {{db: import('better-sqlite3').Database, urls: import('../lib/urls.mjs').Urls, memberOf: import('../lib/member-of.mjs').MemberOf}} deps
 */
export default function registerCircles(svc, { db, urls, memberOf }) {
  const files = createUploadLookup(db);
  const circles = /** @type {import('../db/rows.mjs').Query<CircleRow>} */ (
    db.prepare('SELECT * FROM circles ORDER BY order_id LIMIT ? OFFSET ?')
  );
  const circleCount = db.prepare('SELECT COUNT(*) FROM circles').pluck();
  const circleById = /** @type {import('../db/rows.mjs').Query<CircleRow>} */ (
    db.prepare('SELECT * FROM circles WHERE id = ?')
  );
  const memberCount = db.prepare('SELECT COUNT(*) FROM circle_members WHERE circle_id = ?').pluck();
  const postCount = db.prepare('SELECT COUNT(*) FROM circle_posts WHERE circle_id = ? AND hidden_at IS NULL').pluck();
  const notices = /** @type {import('../db/rows.mjs').Query<CircleNoticeRow>} */ (
    db.prepare('SELECT * FROM circle_notices WHERE circle_id = ? ORDER BY created_at DESC LIMIT 5')
  );
  const noticeById = /** @type {import('../db/rows.mjs').Query<CircleNoticeRow>} */ (
    db.prepare('SELECT * FROM circle_notices WHERE id = ?')
  );
  const newPosts = /** @type {import('../db/rows.mjs').Query<CirclePostRow>} */ (
    db.prepare(
      'SELECT * FROM circle_posts WHERE circle_id = ? AND hidden_at IS NULL ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?',
    )
  );
  // Hot: praise and discussion, the discussion counting double (a post people answer is livelier).
  const hotPosts = /** @type {import('../db/rows.mjs').Query<CirclePostRow>} */ (
    db.prepare(
      'SELECT * FROM circle_posts WHERE circle_id = ? AND hidden_at IS NULL ORDER BY count_praise + 2 * count_discuss DESC, id DESC LIMIT ? OFFSET ?',
    )
  );
  const postById = /** @type {import('../db/rows.mjs').Query<CirclePostRow>} */ (
    db.prepare('SELECT * FROM circle_posts WHERE id = ? AND hidden_at IS NULL')
  );
  const postByKey = /** @type {(key: string | null, memberId: number) => CirclePostRow | undefined} */ (
    requestKeyLookup(db, 'circle_posts')
  );
  const moments = /** @type {import('../db/rows.mjs').Query<MomentRow>} */ (
    db.prepare('SELECT * FROM moments WHERE hidden_at IS NULL ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?')
  );
  const momentCount = db.prepare('SELECT COUNT(*) FROM moments WHERE hidden_at IS NULL').pluck();
  const momentById = /** @type {import('../db/rows.mjs').Query<MomentRow>} */ (
    db.prepare('SELECT * FROM moments WHERE id = ? AND hidden_at IS NULL')
  );
  const insertPost =
    db.prepare(`INSERT INTO circle_posts (circle_id, member_id, author_name, author_head, content, pics, video, request_key, created_at)
    VALUES (@circle_id, @member_id, @author_name, @author_head, @content, @pics, @video, @request_key, @created_at)`);

  /** A member's head is an address already (weixin); a seeded one is a media path. @param {string} head */
  const headOf = (head) => (/^https?:\/\//.test(head) ? head : urls.media(head));
  /** @param {CircleRow} c */
  const presentCircle = (c) => ({
    id: c.id,
    name: c.name,
    icon: urls.media(c.icon),
    banner: urls.media(c.banner),
    description: c.description,
    memberCount: /** @type {number} */ (memberCount.get(c.id)),
    postCount: /** @type {number} */ (postCount.get(c.id)),
  });
  /** @param {CirclePostRow} p */
  const presentPost = (p) => ({
    id: p.id,
    circleId: p.circle_id,
    circleName: circleById.get(p.circle_id)?.name ?? '',
    userName: maskName(p.author_name),
    userIcon: headOf(p.author_head),
    content: p.content,
    pics: pathsOf(p.pics).map(urls.media),
    videoUrl: urls.media(p.video),
    countPraise: p.count_praise,
    countDiscuss: p.count_discuss,
    created: p.created_at,
  });

  svc.call(
    'circle-list',
    (p) => {
      const page = Math.max(0, toInt(p.page, 0));
      const totalCount = /** @type {number} */ (circleCount.get());
      return { list: circles.all(20, page * 20).map(presentCircle), totalCount, hasMore: (page + 1) * 20 < totalCount };
    },
    { methods: ['GET'] },
  );

  svc.call(
    'circle-detail',
    (p) => {
      const circle = circleById.get(requireInt(p, ['id', 'circleId']));
      if (!circle) throw new PlatformError('circle not found');
      return {
        ...presentCircle(circle),
        noticeList: notices.all(circle.id).map((n) => ({ id: n.id, title: n.title, created: n.created_at })),
      };
    },
    { methods: ['GET'] },
  );

  svc.call(
    'post-list',
    (p) => {
      const circle = circleById.get(requireInt(p, ['circleId', 'id']));
      if (!circle) throw new PlatformError('circle not found');
      const listType = toInt(p.listType, 1) === 2 ? 2 : 1;
      const page = Math.max(0, toInt(p.page, 0));
      const rows = (listType === 2 ? hotPosts : newPosts).all(circle.id, PAGE_SIZE, page * PAGE_SIZE);
      const totalCount = /** @type {number} */ (postCount.get(circle.id));
      return { list: rows.map(presentPost), totalCount, hasMore: (page + 1) * PAGE_SIZE < totalCount };
    },
    { methods: ['GET'] },
  );

  svc.call(
    'post-detail',
    (p) => {
      const post = postById.get(requireInt(p, ['id', 'postId']));
      if (!post) throw new PlatformError('post not found');
      return presentPost(post);
    },
    { methods: ['GET'] },
  );

  svc.call(
    'notice-detail',
    (p) => {
      const notice = noticeById.get(requireInt(p, ['id', 'noticeId']));
      if (!notice) throw new PlatformError('notice not found');
      return {
        id: notice.id,
        circleId: notice.circle_id,
        circleName: circleById.get(notice.circle_id)?.name ?? '',
        title: notice.title,
        content: notice.content,
        created: notice.created_at,
      };
    },
    { methods: ['GET'] },
  );

  /** @param {MomentRow} moment */
  const presentMoment = (moment) => ({
    id: moment.id,
    userName: maskName(moment.author_name),
    userIcon: headOf(moment.author_head),
    content: moment.content,
    pics: pathsOf(moment.pics).map(urls.media),
    location: moment.location,
    countPraise: moment.count_praise,
    created: moment.created_at,
  });

  svc.call(
    'moments/list',
    (p) => {
      const page = Math.max(0, toInt(p.page, 0));
      const totalCount = /** @type {number} */ (momentCount.get());
      return {
        list: moments.all(PAGE_SIZE, page * PAGE_SIZE).map(presentMoment),
        totalCount,
        hasMore: (page + 1) * PAGE_SIZE < totalCount,
      };
    },
    { methods: ['GET'] },
  );

  svc.call(
    'moments/detail',
    (p) => {
      const moment = momentById.get(requireInt(p, ['id', 'momentId']));
      if (!moment) throw new PlatformError('moment not found');
      return presentMoment(moment);
    },
    { methods: ['GET'] },
  );

  svc.call(
    'circle/create-post',
    (p, req) => {
      const member = memberOf.required(req);
      const circle = circleById.get(requireInt(p, ['circleId', 'id']));
      if (!circle) throw new PlatformError('circle not found');
      const requestKey = textParam(pick(p, 'requestKey'), 64) || null;
      const again = postByKey(requestKey, member.id);
      if (again) return { id: again.id, created: again.created_at };
      const content = textParam(p.content, 2000);
      const pics = files(p.picIds, 'picture', member.id, 9);
      const videos = files(p.videoIds, 'video', member.id, 1);
      if (pics.length > 0 && videos.length > 0)
        throw new PlatformError('a post carries pictures or one video, not both');
      if (!content && pics.length === 0 && videos.length === 0) throw new PlatformError('content is required');
      const row = {
        circle_id: circle.id,
        member_id: member.id,
        author_name: member.nickname,
        author_head: member.head,
        content,
        pics: JSON.stringify(pics),
        video: videos[0] ?? '',
        request_key: requestKey,
        created_at: Date.now(),
      };
      return { id: Number(insertPost.run(row).lastInsertRowid), created: row.created_at };
    },
    { methods: ['POST'] },
  );
}
