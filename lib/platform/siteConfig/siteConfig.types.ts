export interface SiteConfig {
  siteId: number;
  appName: string;
  logoUrl: string;
  shareLogoUrl: string;
  brandColor: string;
  /** topicColor: the special topics' accent colour (docs/product.md §3), a hex colour; '' for the site's own. */
  topicColor: string;
  /** docs/product.md §3: padListType 1 = left list. */
  leftListLayout: boolean;
  detailPageGrey: boolean;
  dark: boolean;
  countCap: number;
  commentAuditType: number;
  /** Which way readers' files reach the platform: app_if upload, the object storage (minIOUrl), or media assets (mam). */
  uploadPath: 'upload' | 'objectStorage' | 'mediaAssets';
  tokenEnable: boolean;
  paperUrl: string;
  /** Where the download pages send readers for the provider's app (wap.downloadUrl); '' when the site has none. */
  appDownloadUrl: string;
  showSearch: boolean;
  showBrowserHint: boolean;
  /** wap.debugTools: the site allows the developer-tools trap, armed by the debug suffix (docs/product.md §9). */
  debugTools: boolean;
  /** authLogin: 0 off, 1 silent (snsapi_base), 2 with profile (snsapi_userinfo); authorizeUrl '' = weixin's own. */
  weixin: { appId: string; authLogin: number; openLaunchApp: boolean; authorizeUrl: string };
  /** Opening this page in the provider's app (docs/product.md §2, docs/decisions/0038). */
  openApp: OpenAppConfig;
  xyAuth: number;
  curVersions: string;
  rsaPublicKey: string;
  sm2PublicKey: string;
  socketUrl: string;
  /**
   * socketServer.token: the token the live push socket is opened with (`/ws/{token}`, docs/product.md §7);
   * '' when the site names none (then the process's anonymous token).
   */
  socketToken: string;
  /** xyApi.securitySource: what every app-interface call names as its `source` header; 'touch' when none. */
  securitySource: string;
  imageSuffix: { small: string; middle: string; big: string; path: string };
  shareTitleLimit: { weChat: number; global: number };
  statistics: { url: string; tenantCode: string; appKey: string };
  /** The licence and filing notices at the foot of every page (getConfig.beian, docs/decisions/0047). */
  notices: SiteNotices;
}

/**
 * What a licensed news site in China must show on every page (docs/product.md §2, "Chrome"),
 * each '' when the platform gives none (then it is not shown). The numbers are shown as issued,
 * in every language; the links are the regulators' own.
 */
export interface SiteNotices {
  /** The ICP filing number, e.g. `藏ICP备2023000123号-1`, and the filing system's address ('' with no number). */
  icp: { number: string; url: string };
  /** The public-security filing number, e.g. `藏公网安备54010202000123号`, and its query page ('' without digits). */
  publicSecurity: { number: string; url: string };
  /** The internet news information service licence (互联网新闻信息服务许可证) number. */
  newsLicence: string;
  /** Reporting illegal and harmful information: the phone as shown and its tel: link, the email, the centre's address. */
  report: { phone: string; phoneUrl: string; email: string; url: string };
}

/**
 * The deep-link chain (docs/decisions/0038). `scheme` and `universalLink` are templates where `{url}`
 * stands for the page's address (encoded); '' when the site has none (or gave an unsafe one).
 */
export interface OpenAppConfig {
  /** weixin.openLaunchApp: inside weixin, offer weixin's open tag (wx-open-launch-app). */
  weixinTag: boolean;
  /** weixin.launchAppid: the app's id on weixin's open platform (the open tag's `appid`). */
  launchAppid: string;
  /** weixin.deepLink.scheme, e.g. `plateaumedia://article?url={url}`. */
  scheme: string;
  /** weixin.deepLink.universalLink, https only, e.g. `https://app.example.org/open?url={url}`. */
  universalLink: string;
}
