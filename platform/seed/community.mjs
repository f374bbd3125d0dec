/**
 * The community's demo content (docs/product.md §2): tip-offs in every handling status with every
 * media kind (the demo member's, so signing in as them shows them), and (below) circles, posts, the
 * friends circle and calls for articles. Seeded once per database, also into databases made before
 * these tables (meta row `community_seeded`), after the demo members exist.
 */
import fs from 'node:fs';
import path from 'node:path';
import { getMeta, setMeta } from '../db/open.mjs';
import { picturePath, VIDEO } from '../lib/media-names.mjs';
import { DEMO_MEMBER } from './members.mjs';
import { seedCircles } from './circles.mjs';

const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** A short voice note the seeded tip-offs carry (written once into the media directory). */
export const VOICE_NOTE = 'community/voice-note.wav';

/** One second of a soft 440 Hz tone, 8 kHz mono 16-bit PCM: a real, playable WAV file. */
function voiceNoteWav() {
  const rate = 8000;
  const samples = rate;
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++)
    data.writeInt16LE(
      Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 3000 * Math.min(1, (samples - i) / 800)),
      i * 2,
    );
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** @param {string} mediaDir */
export function ensureCommunityMedia(mediaDir) {
  const file = path.join(path.resolve(mediaDir), VOICE_NOTE);
  if (fs.existsSync(file)) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, voiceNoteWav());
}

const pics = (/** @type {number[]} */ ...n) => JSON.stringify(n.map((i) => picturePath(i, 'big')));

/** @param {number} memberId @param {number} now */
function tipoffRows(memberId, now) {
  const base = {
    member_id: memberId,
    author_name: DEMO_MEMBER.nickname,
    contact: '138****0001',
    pics: '[]',
    videos: '[]',
    audios: '[]',
    reply: '',
    article_id: null,
    request_key: null,
    handled_at: null,
  };
  return [
    {
      ...base,
      title: '城关区北京中路路灯连续三晚不亮',
      content:
        '北京中路与朵森格路交叉口往东约两百米，路灯从周一晚上起一直不亮，晚上行人和电动车很多，希望有关部门尽快修复。',
      location: '拉萨市城关区北京中路',
      pics: pics(3, 7),
      audios: JSON.stringify([VOICE_NOTE]),
      status: 0,
      created_at: now - 3 * HOUR_MS,
    },
    {
      ...base,
      title: '小区门口占道经营影响出行',
      content: '色拉路某小区门口每天早上七点到九点有流动摊点占用人行道，上学的孩子只能走机动车道，存在安全隐患。',
      location: '拉萨市城关区色拉路',
      pics: pics(12),
      videos: JSON.stringify([VIDEO.mp4]),
      status: 1,
      reply: '您好，记者已联系城管部门，正在核实情况。',
      created_at: now - 2 * DAY_MS,
      handled_at: now - DAY_MS,
    },
    {
      ...base,
      title: '林周县油菜花开了，欢迎记者来拍',
      content: '林周县卡孜乡一带的油菜花这几天开得正好，连片好几公里，很多游客自驾前来，建议报道一下。',
      location: '拉萨市林周县卡孜乡',
      pics: pics(5, 9, 14),
      status: 2,
      reply: '感谢您的线索！相关报道已刊发。',
      article_id: 1,
      created_at: now - 9 * DAY_MS,
      handled_at: now - 7 * DAY_MS,
    },
    {
      ...base,
      title: '反映快递网点投递慢',
      content: '最近一周快递到了网点后三四天才派送，打电话也没人接。',
      location: '拉萨市堆龙德庆区',
      audios: JSON.stringify([VOICE_NOTE]),
      status: 3,
      reply: '您好，该问题属于个别企业服务纠纷，建议向邮政管理部门投诉（电话 12305）。本次线索暂不采用，感谢支持。',
      created_at: now - 15 * DAY_MS,
      handled_at: now - 14 * DAY_MS,
    },
  ];
}

/**
 * Calls for articles (two open, one closed) and two of the demo member's submissions, one published.
 * @param {import('better-sqlite3').Database} db @param {number} memberId @param {number} now
 */
function seedSubmissions(db, memberId, now) {
  const insertSeek = db.prepare(
    'INSERT INTO seek_articles (id, link_id, title, content, cover, start_at, end_at, created_at) VALUES (@id, @link_id, @title, @content, @cover, @start_at, @end_at, @created_at)',
  );
  const seeks = [
    {
      id: 1,
      link_id: 0,
      title: '“我家的新变化”主题征文',
      content:
        '新房子、新道路、新产业……身边的变化，您最有发言权。欢迎以文字、图片、视频等形式讲述您和家人这些年的新生活，优秀作品将在本报和客户端刊发，并赠送纪念品。来稿请注明真实姓名和联系方式，字数一千五百字以内。',
      cover: picturePath(8, 'big'),
      start_at: now - 10 * DAY_MS,
      end_at: now + 20 * DAY_MS,
      created_at: now - 10 * DAY_MS,
    },
    {
      id: 2,
      link_id: 0,
      title: '寻找“最美乡村教师”线索征集',
      content:
        '在偏远的乡村，有许多默默坚守讲台的老师。如果您身边有这样的老师，请告诉我们他们的故事，可附照片或一段视频。',
      cover: picturePath(23, 'big'),
      start_at: now - 3 * DAY_MS,
      end_at: now + 30 * DAY_MS,
      created_at: now - 3 * DAY_MS,
    },
    {
      id: 3,
      link_id: 0,
      title: '雪顿节摄影作品征集',
      content: '雪顿节期间拍摄的晒佛、藏戏、过林卡等照片，每人限投三组。本次征集已结束，获奖名单将于近日公布。',
      cover: picturePath(12, 'big'),
      start_at: now - 60 * DAY_MS,
      end_at: now - 30 * DAY_MS,
      created_at: now - 60 * DAY_MS,
    },
  ];
  for (const s of seeks) insertSeek.run(s);
  const insertSubmission =
    db.prepare(`INSERT INTO input_articles (seek_id, member_id, author_name, title, content, pics, videos, audios, status, reply, request_key, created_at)
    VALUES (@seek_id, @member_id, @author_name, @title, @content, @pics, '[]', '[]', @status, @reply, NULL, @created_at)`);
  insertSubmission.run({
    seek_id: 1,
    member_id: memberId,
    author_name: DEMO_MEMBER.nickname,
    title: '从土坯房到安居房',
    content:
      '二〇一六年以前，我家住的是阿爸年轻时盖的土坯房，冬天透风、夏天漏雨。搬进安居房那天，阿妈在新灶台前煮了第一锅酥油茶……',
    pics: pics(15, 21),
    status: 2,
    reply: '稿件已在客户端“身边事”栏目刊发，感谢投稿！',
    created_at: now - 8 * DAY_MS,
  });
  insertSubmission.run({
    seek_id: 1,
    member_id: memberId,
    author_name: DEMO_MEMBER.nickname,
    title: '村口通了柏油路',
    content: '去年秋天，村口的土路铺成了柏油路，孩子们上学再也不用踩泥了。',
    pics: '[]',
    status: 1,
    reply: '',
    created_at: now - 2 * DAY_MS,
  });
}

/**
 * @param {import('better-sqlite3').Database} db
 * @param {string} mediaDir
 */
export function ensureCommunity(db, mediaDir) {
  ensureCommunityMedia(mediaDir);
  if (getMeta(db, 'community_seeded') !== null) return;
  const demo = /** @type {{id: number} | undefined} */ (
    db.prepare('SELECT id FROM members WHERE phone = ?').get(DEMO_MEMBER.phone)
  );
  if (!demo) return;
  const now = Date.now();
  db.transaction(() => {
    const insertTipoff =
      db.prepare(`INSERT INTO tipoffs (member_id, author_name, title, content, contact, location, pics, videos, audios, status, reply, article_id, request_key, created_at, handled_at)
      VALUES (@member_id, @author_name, @title, @content, @contact, @location, @pics, @videos, @audios, @status, @reply, @article_id, @request_key, @created_at, @handled_at)`);
    for (const row of tipoffRows(demo.id, now)) insertTipoff.run(row);
    seedCircles(db, now);
    seedSubmissions(db, demo.id, now);
    setMeta(db, 'community_seeded', '1');
  })();
}
