/**
 * Issue 18's demo content: tip-offs in every handling status with every media kind (the demo
 * member's, so signing in as them shows them), and (below) circles, posts, the friends circle and
 * calls for articles. Seeded once per database, also into databases made before these tables
 * (meta row `community_seeded`), after the demo members exist.
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
  for (let i = 0; i < samples; i++) data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 3000 * Math.min(1, (samples - i) / 800)), i * 2);
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
  const base = { member_id: memberId, author_name: DEMO_MEMBER.nickname, contact: '138****0001', pics: '[]', videos: '[]', audios: '[]', reply: '', article_id: null, request_key: null, handled_at: null };
  return [
    { ...base, title: '城关区北京中路路灯连续三晚不亮', content: '北京中路与朵森格路交叉口往东约两百米，路灯从周一晚上起一直不亮，晚上行人和电动车很多，希望有关部门尽快修复。',
      location: '拉萨市城关区北京中路', pics: pics(3, 7), audios: JSON.stringify([VOICE_NOTE]), status: 0, created_at: now - 3 * HOUR_MS },
    { ...base, title: '小区门口占道经营影响出行', content: '色拉路某小区门口每天早上七点到九点有流动摊点占用人行道，上学的孩子只能走机动车道，存在安全隐患。',
      location: '拉萨市城关区色拉路', pics: pics(12), videos: JSON.stringify([VIDEO.mp4]), status: 1, reply: '您好，记者已联系城管部门，正在核实情况。', created_at: now - 2 * DAY_MS, handled_at: now - DAY_MS },
    { ...base, title: '林周县油菜花开了，欢迎记者来拍', content: '林周县卡孜乡一带的油菜花这几天开得正好，连片好几公里，很多游客自驾前来，建议报道一下。',
      location: '拉萨市林周县卡孜乡', pics: pics(5, 9, 14), status: 2, reply: '感谢您的线索！相关报道已刊发。', article_id: 1, created_at: now - 9 * DAY_MS, handled_at: now - 7 * DAY_MS },
    { ...base, title: '反映快递网点投递慢', content: '最近一周快递到了网点后三四天才派送，打电话也没人接。',
      location: '拉萨市堆龙德庆区', audios: JSON.stringify([VOICE_NOTE]), status: 3, reply: '您好，该问题属于个别企业服务纠纷，建议向邮政管理部门投诉（电话 12305）。本次线索暂不采用，感谢支持。', created_at: now - 15 * DAY_MS, handled_at: now - 14 * DAY_MS },
  ];
}

/**
 * @param {import('better-sqlite3').Database} db
 * @param {string} mediaDir
 */
export function ensureCommunity(db, mediaDir) {
  ensureCommunityMedia(mediaDir);
  if (getMeta(db, 'community_seeded') !== null) return;
  const demo = /** @type {{id: number} | undefined} */ (db.prepare('SELECT id FROM members WHERE phone = ?').get(DEMO_MEMBER.phone));
  if (!demo) return;
  const now = Date.now();
  db.transaction(() => {
    const insertTipoff = db.prepare(`INSERT INTO tipoffs (member_id, author_name, title, content, contact, location, pics, videos, audios, status, reply, article_id, request_key, created_at, handled_at)
      VALUES (@member_id, @author_name, @title, @content, @contact, @location, @pics, @videos, @audios, @status, @reply, @article_id, @request_key, @created_at, @handled_at)`);
    for (const row of tipoffRows(demo.id, now)) insertTipoff.run(row);
    seedCircles(db, now);
    setMeta(db, 'community_seeded', '1');
  })();
}
