/**
 * The first versions of the user agreement and the privacy policy (getProtocol, migration 023). The
 * Chinese text binds; English is a courtesy translation. Editors publish new versions through the
 * editor endpoint (platform/routes/legal.mjs); seeding never overwrites them.
 */
import { getMeta, setMeta } from '../db/open.mjs';

const DAY_MS = 24 * 3600 * 1000;

/** @param {string[]} blocks already HTML */
const html = (blocks) => blocks.join('\n');

const AGREEMENT_CN = html([
  '<p>欢迎使用高原融媒触屏版（以下简称“本网站”）。本协议是您与高原融媒（以下简称“我们”）之间就注册、登录和使用本网站服务所订立的协议。请您在勾选同意前仔细阅读本协议，特别是以加粗形式提示您注意的条款。</p>',
  '<h2>一、账号注册与使用</h2>',
  '<p>1. 您可以使用中国大陆手机号码通过短信验证码注册并登录，也可以通过微信授权登录。您应当提供真实、准确的信息，并妥善保管账号、密码和验证码。</p>',
  '<p>2. 账号仅限您本人使用，不得出借、转让或出售。因您保管不善造成的损失由您自行承担。</p>',
  '<h2>二、用户行为规范</h2>',
  '<p>您在评论、圈子发帖、爆料、提问等环节发布的内容，<strong>不得含有危害国家安全、破坏民族团结、宣扬恐怖主义和极端主义、淫秽色情、侮辱诽谤他人、侵犯他人知识产权或隐私</strong>等法律法规禁止的信息。</p>',
  '<p>我们依法对用户发布的内容进行审核，对违法违规内容有权不予发布、删除，并视情节对账号采取限制功能、封禁等措施。</p>',
  '<h2>三、知识产权</h2>',
  '<p>本网站刊登的新闻、图片、音视频等作品的著作权归我们或相关权利人所有，未经书面许可不得转载、摘编。您发布的原创内容著作权归您所有，您授权我们在本网站及关联客户端内免费使用。</p>',
  '<h2>四、账号注销</h2>',
  '<p>您可以在“我的—账号与安全”中申请注销账号。注销须经短信验证码确认，<strong>注销后账号无法恢复，也无法再用该账号登录</strong>；您的昵称、头像、手机号码、密码、收藏和积分将被删除，已发布的评论和帖子将以“已注销用户”的名义保留。</p>',
  '<h2>五、协议的变更</h2>',
  '<p>我们可能根据法律法规或服务调整修订本协议。修订后的协议将在本网站公布并标明版本号；您再次登录或访问“我的”页面时，我们会请您重新阅读并确认。</p>',
  '<h2>六、联系我们</h2>',
  '<p>如对本协议有任何疑问，请发送邮件至 service@plateaumedia.example，或拨打 0891-6329377。</p>',
]);

const AGREEMENT_EN = html([
  '<p>Welcome to the touch edition of Plateau Media (“the site”). This agreement is between you and Plateau Media (“we”) and governs registering, signing in and using the site. Please read it carefully, especially the terms shown in bold, before you tick to agree. The Chinese text is binding; this translation is for your convenience.</p>',
  '<h2>1. Your account</h2>',
  '<p>You may register and sign in with a mainland China mobile number and an SMS code, or through weixin authorisation. Give true and accurate information and keep your password and codes to yourself.</p>',
  '<h2>2. What you may post</h2>',
  '<p>Comments, circle posts, tip-offs and questions <strong>must not contain content prohibited by law</strong>, such as content that endangers national security, incites hatred, is obscene, defames others or infringes their rights. We review what members post and may refuse, remove or restrict it.</p>',
  '<h2>3. Copyright</h2>',
  '<p>The news, pictures, audio and video on the site belong to us or their rights holders. What you create remains yours; you let us show it on the site and our apps free of charge.</p>',
  '<h2>4. Deleting your account</h2>',
  '<p>You can delete your account under “My account”, confirmed by an SMS code. <strong>A deleted account cannot be restored and cannot sign in again.</strong> Your nickname, picture, phone number, password, collection and points are deleted; your comments and posts stay, shown as “Cancelled user”.</p>',
  '<h2>5. Changes</h2>',
  '<p>We may revise this agreement. Each revision is published here with its version number, and we ask you to read and accept it again when you next sign in or open your account page.</p>',
  '<h2>6. Contact</h2>',
  '<p>service@plateaumedia.example, 0891-6329377.</p>',
]);

const PRIVACY_CN = html([
  '<p>高原融媒（以下简称“我们”）深知个人信息对您的重要性，并依照《中华人民共和国个人信息保护法》等法律法规保护您的个人信息。本政策说明我们在触屏版中收集哪些信息、为何收集以及您享有的权利。</p>',
  '<h2>一、我们收集的信息</h2>',
  '<ul><li><strong>手机号码</strong>：用于注册、登录和发送验证码；</li><li><strong>微信授权信息</strong>（openid、昵称、头像）：仅在您通过微信登录时获取；</li><li><strong>设备标识</strong>：本网站在您的浏览器中保存一个随机生成的设备号，用于防止刷量和保障账号安全；</li><li><strong>您发布的内容</strong>：评论、帖子、爆料、提问及其图片、音视频；</li><li><strong>使用记录</strong>：收藏、点赞、积分，以及为统计阅读量而记录的访问事件。</li></ul>',
  '<h2>二、我们如何使用信息</h2>',
  '<p>上述信息仅用于提供登录、评论、互动和积分等服务，保障账号与网络安全，以及依法履行内容审核义务。我们不会将您的个人信息出售给任何第三方。</p>',
  '<h2>三、保存与保护</h2>',
  '<p>您的个人信息存储在中华人民共和国境内。密码以加盐哈希方式保存，我们无法得知您的密码原文。登录状态保存在经过加密的 Cookie 中。</p>',
  '<h2>四、您的权利</h2>',
  '<p>您可以在“我的”页面查阅和更正昵称、头像，设置或修改密码，也可以<strong>注销账号</strong>。注销后我们将删除您的手机号码、密码、微信绑定、昵称、头像、收藏和积分，法律法规要求保留的日志除外。</p>',
  '<h2>五、未成年人保护</h2>',
  '<p>若您是未满十四周岁的未成年人，请在监护人陪同下阅读本政策，并在取得监护人同意后使用我们的服务。</p>',
  '<h2>六、政策的更新</h2>',
  '<p>本政策更新时，我们将公布新的版本号，并在您下次登录或访问“我的”页面时请您重新确认。</p>',
  '<h2>七、联系我们</h2>',
  '<p>个人信息保护负责人邮箱：privacy@plateaumedia.example。我们将在十五个工作日内答复。</p>',
]);

const PRIVACY_EN = html([
  '<p>Plateau Media (“we”) protects your personal information under the Personal Information Protection Law of the People’s Republic of China. This policy says what the touch edition collects, why, and what rights you have. The Chinese text is binding; this translation is for your convenience.</p>',
  '<h2>1. What we collect</h2>',
  '<ul><li><strong>Your mobile number</strong>, to register, sign in and send codes;</li><li><strong>weixin authorisation data</strong> (openid, nickname, picture), only when you sign in through weixin;</li><li><strong>a device id</strong>, a random number the site keeps in your browser against abuse and for account security;</li><li><strong>what you post</strong>: comments, posts, tip-offs and questions with their media;</li><li><strong>how you use the site</strong>: collections, likes, points, and page views counted for statistics.</li></ul>',
  '<h2>2. How we use it</h2>',
  '<p>Only to provide sign-in, comments, interaction and points, to keep accounts and the network safe, and to review content as the law requires. We never sell your personal information.</p>',
  '<h2>3. Storage and protection</h2>',
  '<p>Your information is stored in the People’s Republic of China. Passwords are kept as salted hashes; your sign-in is kept in an encrypted cookie.</p>',
  '<h2>4. Your rights</h2>',
  '<p>On your account page you can see and correct your nickname and picture, set or change your password, and <strong>delete your account</strong>. We then delete your phone number, password, weixin binding, nickname, picture, collection and points, except logs the law requires us to keep.</p>',
  '<h2>5. Children</h2>',
  '<p>Readers under fourteen should read this policy with a guardian and use the service with their consent.</p>',
  '<h2>6. Changes</h2>',
  '<p>When this policy changes we publish a new version number and ask you to accept it again when you next sign in or open your account page.</p>',
  '<h2>7. Contact</h2>',
  '<p>privacy@plateaumedia.example; we answer within fifteen working days.</p>',
]);

/** The seeded documents: version 1 of each, effective a month before the seed. */
export const LEGAL_DOCS = /** @type {const} */ ([
  { type: 'agreement', lang: 'cn', title: '高原融媒用户协议', content: AGREEMENT_CN },
  { type: 'agreement', lang: 'en', title: 'Plateau Media user agreement', content: AGREEMENT_EN },
  { type: 'privacy', lang: 'cn', title: '高原融媒隐私政策', content: PRIVACY_CN },
  { type: 'privacy', lang: 'en', title: 'Plateau Media privacy policy', content: PRIVACY_EN },
]);

/** @param {import('better-sqlite3').Database} db */
export function ensureLegalDocs(db) {
  if (getMeta(db, 'legal_seeded') !== null) return;
  const insert = db.prepare(`INSERT OR IGNORE INTO legal_docs (type, version, lang, title, content, effective_at)
    VALUES (?, 1, ?, ?, ?, ?)`);
  db.transaction(() => {
    const effective = Date.now() - 30 * DAY_MS;
    for (const d of LEGAL_DOCS) insert.run(d.type, d.lang, d.title, d.content, effective);
    setMeta(db, 'legal_seeded', '1');
  })();
}
