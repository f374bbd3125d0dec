/**
 * getConfig: the site configuration every client loads first (docs/product.md §3).
 */
import { NotFound, PlatformError } from '../lib/envelope.mjs';
import { pick, toInt } from '../lib/params.mjs';
import { LOGOS } from '../lib/media-names.mjs';
import { IMAGE_SUFFIX, IMAGE_SUFFIX_PATH } from '../lib/image-styles.mjs';

export const SITE = { siteId: 1, appId: 1, name: '高原融媒', nameEn: 'Plateau Media' };
/**
 * The notices a licensed news site in China shows at the foot of every page (docs/product.md §2,
 * "Chrome"; docs/decisions/0047): its ICP filing, its public-security filing, its internet news
 * information service licence, and where to report illegal and harmful information. The site links
 * the two filings to the regulators' own query pages; the platform sends only the numbers.
 */
export const BEIAN = {
  icpNo: '藏ICP备2023000123号-1',
  gonganNo: '藏公网安备54010202000123号',
  newsLicenseNo: '54120230001',
  reportTel: '0891-6329377',
  reportEmail: 'jubao@plateaumedia.example',
  reportUrl: 'https://www.12377.cn/',
};
/** Analytics credentials the client must send to /stat/sendRecord. */
export const STAT_CREDENTIALS = { tenantCode: 'plateau-demo', appKey: 'plateau-touch-key' };

/**
 * @param {import('../lib/pipeline.mjs').Service} svc
 * @param {import('../data/context.mjs').PlatformContext} ctx
 * @param {{publicPem: string, sm2PublicHex: string, socketToken: string}} keys sm2PublicHex '' unless PLATFORM_SM2=1;
 *   socketToken: the live push socket's token (lib/livePush.mjs)
 * @param {{auditType: () => number}} discussions the comment audit mode (moderation may change it)
 */
export default function registerConfig(svc, ctx, keys, discussions) {
  const { urls, options } = ctx;
  const base = urls.base;
  svc.call('getConfig', (p) => {
    const appId = toInt(pick(p, 'appID', 'appId'), Number.NaN);
    if (!Number.isFinite(appId)) throw new PlatformError('appID is required');
    if (appId !== SITE.appId) throw new NotFound('app not found');
    return {
      siteID: SITE.siteId,
      appID: SITE.appId,
      appName: SITE.name,
      appNameEn: SITE.nameEn,
      padLogo: urls.media(LOGOS.pad),
      appLogo: urls.media(LOGOS.app),
      appShareLogo: urls.media(LOGOS.share),
      padListType: 0,
      padColor: '#c8102e',
      topicColor: '#1f6fb2',
      detailPageGrey: 0,
      dark: false,
      siteConfig: { globalCount: 999, discuss: { auditType: discussions.auditType() }, uploadType: options.uploadType },
      encryptKey4: keys.publicPem,
      sm2PublicKey: keys.sm2PublicHex,
      tokenEnable: options.tokenEnable,
      afsCheck: { enable: false },
      socketServer: { url: base.replace(/^http/, 'ws'), token: keys.socketToken },
      // No external paper address: the top bar's paper icon opens the site's own paper edition (docs/product.md §2).
      wap: {
        paperUrl: '',
        showSearchList: 1,
        showBrowserHint: 1,
        downloadUrl: 'https://example.org/app/',
        debugTools: options.debugTools ? 1 : 0,
      },
      // authLogin 2: weixin readers are authorized with their profile, against the stand-in page.
      // The deep-link chain (docs/decisions/0038): weixin's open tag stays off (it needs an app bound
      // to the account on weixin's open platform); other browsers try the app's scheme, then the
      // download page. No universal link: the demo has no domain an app could claim.
      weixin: {
        wxAppid: 'wxdemo0000000001',
        authLogin: 2,
        openLaunchApp: 0,
        authorizeUrl: `${base}/wx/connect/oauth2/authorize`,
        launchAppid: 'wxdemoapp0000001',
        deepLink: { scheme: 'plateaumedia://article?url={url}', universalLink: '' },
      },
      xyApi: {
        baseUrl: base,
        nisUrl: base,
        SSOUrl: `${base}/sso`,
        advUrl: `${base}/adv`,
        mVodUrl: `${base}/mvod`,
        minIOUrl: `${base}/minio`,
        xyAuth: options.xyAuth,
        curVersions: options.curVersions,
        securitySource: 'touch',
        siteId: SITE.siteId,
        appId: SITE.appId,
      },
      statistics: { url: `${base}/stat`, ...STAT_CREDENTIALS },
      beian: { ...BEIAN },
      // Thumbnails through the image suffix, as the real platform's object store styles them (lib/image-styles.mjs).
      image: { suffix: { ...IMAGE_SUFFIX }, suffixPath: IMAGE_SUFFIX_PATH },
      share: { titleLimit: { weChat: 64, global: 80 } },
    };
  });
}
