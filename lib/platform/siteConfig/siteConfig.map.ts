import type { SiteConfig, SiteNotices } from '@/lib/platform/siteConfig/siteConfig.types';
import type { RawSiteConfig } from './config.schema';

/** siteConfig.uploadType: which way readers' files reach the platform (docs/platform-api.md, "Uploads"). */
const UPLOAD_PATHS: Record<number, SiteConfig['uploadPath']> = { 0: 'upload', 1: 'objectStorage', 2: 'mediaAssets' };

/**
 * The app's own scheme (`plateaumedia://…`): a link the product renders, so never one a browser
 * would run or show as a page (javascript:, data:, http:, …); anything else is '' (no app link).
 */
const NOT_AN_APP_SCHEME = /^(?:javascript|data|vbscript|blob|file|about|http|https|ftp|mailto|tel|sms):/i;
function appScheme(template: string): string {
  const value = template.trim();
  return /^[a-z][a-z0-9+.-]*:/i.test(value) && !NOT_AN_APP_SCHEME.test(value) ? value : '';
}

/** A universal link (iOS) / app link (Android) is an https address the app claims; nothing else. */
function universalLink(template: string): string {
  const value = template.trim();
  return /^https:\/\/[^\s/]+/i.test(value) ? value : '';
}

/** The ICP filing system (工业和信息化部 ICP/IP地址/域名信息备案管理系统). */
export const ICP_FILING_URL = 'https://beian.miit.gov.cn/';
/** The public-security filing query (全国互联网安全管理服务平台), by the filing's digits. */
export const PUBLIC_SECURITY_FILING_URL = 'https://beian.mps.gov.cn/#/query/webSearch?code=';

/** The notices (docs/decisions/0047): numbers as issued, links only the regulators' and safe ones. */
function notices(raw: RawSiteConfig['beian']): SiteNotices {
  const icp = raw.icpNo.trim();
  const gongan = raw.gonganNo.trim();
  // 藏公网安备54010202000123号: the record's code is its run of digits (the longest, should there be more).
  const code = (gongan.match(/\d+/g) ?? []).reduce((longest, run) => (run.length > longest.length ? run : longest), '');
  const phone = raw.reportTel.trim();
  const phoneOk = /^[0-9+()\-\s]{3,32}$/.test(phone) && /\d{3}/.test(phone.replace(/\D/g, ''));
  const email = raw.reportEmail.trim();
  const reportUrl = raw.reportUrl.trim();
  return {
    icp: { number: icp, url: icp ? ICP_FILING_URL : '' },
    publicSecurity: { number: gongan, url: code ? `${PUBLIC_SECURITY_FILING_URL}${code}` : '' },
    newsLicence: raw.newsLicenseNo.trim(),
    report: {
      phone: phoneOk ? phone : '',
      phoneUrl: phoneOk ? `tel:${phone.replace(/[^0-9+]/g, '')}` : '',
      email: /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(email) ? email : '',
      url: /^https?:\/\/[^\s/]+/i.test(reportUrl) ? reportUrl : '',
    },
  };
}

const HEX_COLOUR = /^#[0-9a-fA-F]{3,8}$/;

/** A header value as the platform names it: visible ASCII without separators, else the default. */
const headerToken = (value: string, fallback: string) =>
  /^[\x21-\x7e]{1,64}$/.test(value.trim()) ? value.trim() : fallback;

export function mapSiteConfig(raw: RawSiteConfig): SiteConfig {
  return {
    siteId: raw.siteID,
    appName: raw.appName,
    logoUrl: raw.padLogo || raw.appLogo,
    shareLogoUrl: raw.appShareLogo || raw.appLogo,
    brandColor: HEX_COLOUR.test(raw.padColor) ? raw.padColor : '#c8102e',
    topicColor: HEX_COLOUR.test(raw.topicColor) ? raw.topicColor : '',
    leftListLayout: raw.padListType === 1,
    detailPageGrey: raw.detailPageGrey,
    dark: raw.dark,
    countCap: raw.siteConfig.globalCount,
    commentAuditType: raw.siteConfig.discuss.auditType,
    uploadPath: UPLOAD_PATHS[raw.siteConfig.uploadType] ?? 'upload',
    tokenEnable: raw.tokenEnable,
    paperUrl: raw.wap.paperUrl,
    appDownloadUrl: raw.wap.downloadUrl,
    showSearch: raw.wap.showSearchList,
    showBrowserHint: raw.wap.showBrowserHint,
    debugTools: raw.wap.debugTools,
    weixin: {
      appId: raw.weixin.wxAppid,
      authLogin: raw.weixin.authLogin,
      openLaunchApp: raw.weixin.openLaunchApp,
      authorizeUrl: raw.weixin.authorizeUrl,
    },
    openApp: {
      weixinTag: raw.weixin.openLaunchApp && raw.weixin.launchAppid !== '',
      launchAppid: raw.weixin.launchAppid,
      scheme: appScheme(raw.weixin.deepLink.scheme),
      universalLink: universalLink(raw.weixin.deepLink.universalLink),
    },
    xyAuth: raw.xyApi.xyAuth,
    curVersions: raw.xyApi.curVersions,
    rsaPublicKey: raw.encryptKey4,
    sm2PublicKey: raw.sm2PublicKey,
    socketUrl: raw.socketServer.url,
    socketToken: raw.socketServer.token.trim(),
    securitySource: headerToken(raw.xyApi.securitySource, 'touch'),
    imageSuffix: { ...raw.image.suffix, path: raw.image.suffixPath },
    shareTitleLimit: raw.share.titleLimit,
    statistics: raw.statistics,
    notices: notices(raw.beian),
  };
}
