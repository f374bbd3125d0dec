/**
 * The shapes of the rows the platform reads, one typedef per table (db/migrations/*.sql),
 * so `npm run typecheck` catches a misspelt column or a forgotten null. better-sqlite3 types
 * every row `unknown`; a statement states the row it yields once, where it is prepared:
 *
 *   const byId = /** @type {Query<ArticleRow>} *\/ (db.prepare('SELECT * FROM articles WHERE id = ?'));
 *
 * Only types live here: this module exports nothing at run time.
 */

/**
 * A prepared statement that yields rows of type R (or, after .pluck(), values of type R).
 * @template R
 * @typedef {import('better-sqlite3').Statement<unknown[], R>} Query
 */

/** 0 or 1: SQLite has no booleans. @typedef {0 | 1} Flag */

/**
 * @typedef {{
 *   id: number, parent_id: number, name: string, style: string, column_type: number, description: string,
 *   icon: string, banner: number | null, link_url: string, keyword: string, order_id: number,
 *   is_forbidden: number, app_show: number, app_fixed: number, top_count: number,
 *   top_module_title: string | null, art_count: number, lang: string
 * }} ColumnRow
 */

/** A column with whether any column names it as parent (data/context.mjs). @typedef {ColumnRow & {has_children: Flag}} ColumnTreeRow */

/**
 * status 1 and 4 mean the client must discard the account.
 * bulletin, base_fans, influence, bulletin_hits and kind: migration 010.
 * @typedef {{id: number, name: string, icon: string, description: string, status: number, forbidden: number,
 *   bulletin: string, base_fans: number, influence: number, bulletin_hits: number, kind: string}} XyAccountRow
 */

/** intro and xy_id (the account the reporter writes for, 0: none): migration 010. @typedef {{id: number, name: string, icon: string, desk: string, intro: string, xy_id: number}} ReporterRow */

/** A reporter's post from the field (migration 010); pics holds JSON picture numbers, publish_time unix seconds. @typedef {{id: number, xy_id: number, reporter_id: number, content: string, pics: string, publish_time: number}} XyDynamicRow */

/**
 * Times are unix seconds; pics, pic_titles and bylines hold JSON text.
 * @typedef {{
 *   id: number, column_id: number, title: string, list_title: string, summary: string, article_type: number,
 *   pic_type: number, pic: number | null, pics: string, pic_titles: string, publish_time: number, link_url: string,
 *   sub_column_id: number, live_status: number, live_start_time: number | null, live_end_time: number | null, has_playback: number,
 *   duration: number, a_status: number, share_closed: number, discuss_closed: number, adv_closed: number,
 *   is_top: number, count_click: number, count_discuss: number, count_praise: number, count_share: number,
 *   xy_account_id: number, reporter_id: number, lang: string, bylines: string
 * }} ArticleRow
 */

/**
 * images is JSON text: [{ref, pics: [{n, summary, ref?}]}] (a picture with its own ref is placed by an
 * `<!--IMAGEARRAY#i-->` marker); videos (migration 037) JSON [{ref, summary, duration}] for `<!--VIDEOARRAY#i-->`
 * markers (platform/lib/dialect/content.mjs).
 * @typedef {{content: string, images: string, videos: string}} ArticleBodyRow
 */

/** @typedef {Pick<ArticleRow, 'count_click' | 'count_discuss' | 'count_praise' | 'count_share'>} ArticleCountsRow */

/** @typedef {{id: number, name: string}} TagRow */

/** type 1 service links, 2 column entries. @typedef {{id: number, column_id: number, title: string, type: number, ord: number}} ModuleGroupRow */

/**
 * @typedef {{id: number, group_id: number, name: string, duty: string, description: string, url: string,
 *   column_id: number, icon: string, ord: number}} ModuleItemRow
 */

/**
 * attachments is JSON text: picture numbers; video a media path ('' for none, migration 008).
 * @typedef {{id: number, live_id: number, is_top: number, title: string, publish_time: number, user: string,
 *   user_icon: string, content: string, attachments: string, video: string}} LiveReportRow
 */

/**
 * type 1 splash, 2 in-list, 3 article detail, 4 column banner; column_id 0 means every column.
 * @typedef {{id: number, title: string, type: number, pic: number, content_url: string, size_scale: string,
 *   start_time: number, end_time: number, page_time: number, ad_order: number, position: number, column_id: number}} AdRow
 */

/** @typedef {{word: string}} HotWordRow */

/**
 * @typedef {{id: number, data_type: string, article_id: string, action_time: string, deviceid: string,
 *   user_uuid: string, refer: string, platform: string, share_chanel: string, tenant_code: string, app_key: string,
 *   os: string, h_device_id: string, h_user_id: string, received_at: number}} StatRecordRow
 */

/** @typedef {'anonymous' | 'access' | 'refresh' | 'auth'} TokenKind */

/**
 * expires_at and created_at in milliseconds; session ties a member's access and refresh tokens to one login ('' for others).
 * @typedef {{token: string, kind: TokenKind, device: string, user_id: string, created_at: number, expires_at: number, session: string, parent_session: string}} TokenRow
 */

/** @typedef {{id: number, name: string, ord: number}} MvodCategoryRow */

/**
 * user_pic is an xy account's number (its avatar), pic a picture number.
 * @typedef {{
 *   id: number, category_id: number, title: string, summary: string, user_name: string, user_pic: number | null,
 *   pic: number | null, width: number, height: number, duration: number, publish_time: number, share_closed: number,
 *   count_click: number, count_praise: number, count_share: number, count_discuss: number
 * }} MvodVideoRow
 */

/** A video joined with its category's name (routes/mvod.mjs). @typedef {MvodVideoRow & {category_name: string}} MvodVideoListRow */

/**
 * Times in milliseconds; password_hash is '' for members who never set a password.
 * @typedef {{id: number, phone: string | null, password_hash: string, nickname: string, head: string,
 *   openid: string | null, unionid: string, invite_code: string, invited_by: number | null, created_at: number,
 *   disabled_at: number | null, cancelled_at: number | null}} MemberRow
 */

/** @typedef {{kind: 'image' | 'sms', subject: string, code: string, attempts: number, expires_at: number}} VerifyCodeRow */

/**
 * @typedef {{code: string, openid: string, unionid: string, nickname: string, headimgurl: string, scope: string,
 *   expires_at: number}} WxCodeRow
 */

/** One counted attempt (platform/lib/attempts.mjs); at in milliseconds. @typedef {{bucket: string, subject: string, at: number}} AttemptRow */

/** created_at in milliseconds. @typedef {{id: number, member_id: number, score: number, reason: string, created_at: number}} ScoreRecordRow */

/**
 * A comment (migration 007). Times in unix seconds; root_id and parent_id NULL on a thread's first comment.
 * @typedef {{id: number, source_type: number, object_id: number, root_id: number | null, parent_id: number | null,
 *   member_id: number | null, user_id: string, user_name: string, user_icon: string, role: number, content: string,
 *   status: 'pending' | 'published' | 'rejected' | 'deleted', is_top: Flag, is_excellent: Flag, count_praise: number,
 *   device: string, channel: number, location: string, created_at: number}} DiscussionRow
 */

/** A comment with the name of whom it answers (a reply to a reply). @typedef {DiscussionRow & {parent_user_id: string | null, parent_user_name: string | null}} DiscussionViewRow */

export {};

/**
 * An activity (009_activities.sql); times in milliseconds, signup_* null when not set.
 * @typedef {{id: number, kind: 'signup' | 'vote', title: string, summary: string, content: string, banner: number,
 *   place: string, organizer: string, start_at: number, end_at: number, signup_start_at: number | null,
 *   signup_end_at: number | null, signup_closed: number, capacity: number, progress_in_app: number,
 *   verify_url: string, verify_code: string, vote_id: number | null, ord: number}} ActivityRow
 */

/**
 * @typedef {{activity_id: number, field_key: string, ord: number, label: string,
 *   kind: 'text' | 'phone' | 'idcard' | 'choice' | 'date' | 'picture' | 'file', required: number, is_unique: number,
 *   options: string}} ActivityFieldRow
 */

/**
 * answers holds JSON text; used_at is null until a venue writes the voucher off.
 * @typedef {{id: number, activity_id: number, member_id: number | null, nickname: string, answers: string, status: number,
 *   regist_code: string, used_at: number | null, used_site: string, created_at: number}} ActivityEntryRow
 */

/**
 * @typedef {{id: number, activity_id: number, title: string, head_image: number, rules: string, start_at: number,
 *   end_at: number, daily_limit: number, option_daily_limit: number, access_count: number}} VoteRow
 */

/**
 * @typedef {{id: number, vote_id: number, theme_id: number, no: number, name: string, summary: string,
 *   description: string, pic: number, vote_count: number, access_count: number}} VoteOptionRow
 * Uploads, circles, tip-offs and calls for articles (db/migrations/011). pics, videos and audios hold
 * JSON arrays of relative media paths.
 * @typedef {{id: string, member_id: number, kind: 'picture'|'audio'|'video', type: string, path: string, size: number,
 *   width: number, height: number, created_at: number}} UploadRow
 * @typedef {{id: number, name: string, icon: string, banner: string, description: string, order_id: number, created_at: number}} CircleRow
 * @typedef {{id: number, circle_id: number, title: string, content: string, created_at: number}} CircleNoticeRow
 * @typedef {{id: number, circle_id: number, member_id: number | null, author_name: string, author_head: string, content: string,
 *   pics: string, video: string, count_praise: number, count_discuss: number, request_key: string | null, created_at: number,
 *   hidden_at: number | null}} CirclePostRow
 * @typedef {{id: number, author_name: string, author_head: string, content: string, pics: string, location: string,
 *   count_praise: number, created_at: number, hidden_at: number | null}} MomentRow
 * @typedef {{id: number, member_id: number | null, author_name: string, title: string, content: string, contact: string,
 *   location: string, pics: string, videos: string, audios: string, status: 0|1|2|3, reply: string, article_id: number | null,
 *   request_key: string | null, created_at: number, handled_at: number | null}} TipoffRow
 * @typedef {{id: number, link_id: number, title: string, content: string, cover: string, start_at: number, end_at: number,
 *   created_at: number}} SeekArticleRow
 * @typedef {{id: number, seek_id: number, member_id: number | null, author_name: string, title: string, content: string,
 *   pics: string, videos: string, audios: string, status: 0|1|2|3, reply: string, request_key: string | null,
 *   created_at: number}} InputArticleRow
 */

/** A paper (db/migrations/012_paper.sql). @typedef {{id: number, name: string, code: string, description: string, ord: number}} PaperRow */
/**
 * One page of a day's issue, with its page image and, where the paper has one, its PDF (migration 035; '' none).
 * @typedef {{id: number, paper_id: number, issue_date: string, layout_no: string, layout_name: string, pic: string,
 *   width: number, height: number, pdf: string}} PaperLayoutRow
 */
/**
 * An article of a layout; `mapping` is its region on the page image ('x1,y1,x2,y2,...').
 * @typedef {{id: number, layout_id: number, ord: number, title: string, sub_title: string, intro_title: string, author: string,
 *   content: string, mapping: string, publish_time: number, a_status: number}} PaperArticleRow
 */

/** A public figure (migration 016); status 1 shown, 0 withdrawn. @typedef {{id: number, name: string, title: string, region: string, photo: string, intro: string, status: number}} FigureRow */

/** A region of the leaders' message board (migration 016); parent_id 0: a top region. @typedef {{id: number, parent_id: number, name: string, order_id: number}} RegionRow */

/** A region's leader (migration 016). @typedef {{id: number, region_id: number, name: string, post: string, photo: string, intro: string, order_id: number}} LeaderRow */

/**
 * A message to a leader (migration 016): status 0 pending (its author only), 1 answered (everyone);
 * times unix seconds. @typedef {{id: number, leader_id: number, member_id: number, user_name: string, title: string,
 *   content: string, created_at: number, status: number, answer: string, answer_by: string, answered_at: number}} LeaderMessageRow
 */

/** Q&A (db/migrations/015_qa.sql). */
/**
 * @typedef {{id: number, title: string, description: string, pic: string, xy_id: number, open: number, created_at: number}} QaTopicRow
 * @typedef {{id: number, topic_id: number, member_id: number | null, author_name: string, author_head: string, content: string,
 *   pics: string, status: number, reply_note: string, count_click: number, count_praise: number, request_key: string | null,
 *   created_at: number, answered_at: number | null}} QaQuestionRow
 * @typedef {{id: number, question_id: number, answerer: string, content: string, pics: string, created_at: number}} QaAnswerRow
 * @typedef {{id: number, title: string, content: string, asker: string, region: string, department: string, answer: string,
 *   images: string, audios: string, videos: string, answer_pics: string, qa_type: number, qa_config: string, count_click: number,
 *   created_at: number, answered_at: number | null}} GovQaRow
 */
/** A hot topic (db/migrations/017_pages.sql). @typedef {{id: number, title: string, summary: string, pic: number, ord: number}} HotPointRow */
/** An event of a hot topic. @typedef {{id: number, hot_point_id: number, happened_at: number, title: string, summary: string, article_id: number | null}} HotPointEventRow */
/**
 * An online study course.
 * @typedef {{id: number, title: string, speaker: string, organiser: string, intro: string, content: string, pic: number,
 *   points: number, published_at: number}} OnlineStudyRow
 */
/** A chapter of a course. @typedef {{id: number, study_id: number, ord: number, title: string, minutes: number}} StudyChapterRow */
/**
 * A points-shop product.
 * @typedef {{id: number, name: string, category: string, points: number, stock: number, origin: string, intro: string,
 *   content: string, pic: number, ord: number}} ProductRow
 */
/**
 * A blockchain copyright certificate; `pdf` is a media path.
 * @typedef {{id: number, title: string, work_title: string, holder: string, issuer: string, chain: string, tx_hash: string,
 *   block_height: number, issued_at: number, pdf: string, page_count: number}} CertificateRow
 */

/** A collected article (migration 020); created_at in milliseconds. @typedef {{member_id: number, article_id: number, created_at: number}} FavoriteRow */
/** A counted event1 (migration 020): event_type 0 read, 2 share; day YYYY-MM-DD. @typedef {{member_id: number, day: string, event_type: number, object_id: number, created_at: number}} PointEventRow */
/** A device record (migration 020, codeImeiRecord); times in milliseconds. @typedef {{device: string, imei: string, channel: number, user_id: number | null, first_seen: number, last_seen: number, records: number}} DeviceRecordRow */

/** A legal document's version in one language (migration 023); effective_at in milliseconds. @typedef {{type: 'agreement' | 'privacy', version: number, lang: string, title: string, content: string, effective_at: number}} LegalDocRow */

/** One acceptance of the legal documents (migration 023). @typedef {{id: number, member_id: number, agreement_version: number, privacy_version: number, via: string, accepted_at: number}} MemberConsentRow */
