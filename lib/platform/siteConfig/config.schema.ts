import { z } from 'zod';
import { flag, num, str } from '@/lib/platform/primitives';

/** A nested object that may be absent or null: then every field takes its default. */
const obj = <T extends z.ZodRawShape>(shape: T) =>
  z
    .union([z.object(shape), z.null()])
    .default(null)
    .transform((value) => value ?? z.object(shape).parse({}));

export const rawSiteConfigSchema = z.object({
  siteID: num(1),
  appName: str(),
  appNameEn: str(),
  padLogo: str(),
  appLogo: str(),
  appShareLogo: str(),
  padListType: num(),
  padColor: str(),
  topicColor: str(),
  detailPageGrey: flag(),
  dark: flag(),
  siteConfig: obj({ globalCount: num(999), discuss: obj({ auditType: num() }), uploadType: num(0) }),
  encryptKey4: str(),
  sm2PublicKey: str(),
  tokenEnable: flag(),
  afsCheck: obj({ enable: flag() }),
  // The live push socket: where it is and the token it is opened with (docs/product.md §3, §7).
  socketServer: obj({ url: str(), token: str() }),
  wap: obj({
    paperUrl: str(),
    showSearchList: flag(),
    showBrowserHint: flag(),
    downloadUrl: str(),
    debugTools: flag(),
  }),
  weixin: obj({
    wxAppid: str(),
    authLogin: num(),
    openLaunchApp: flag(),
    authorizeUrl: str(),
    // The deep-link chain (docs/decisions/0038): the app's id for weixin's open tag, and its links.
    launchAppid: str(),
    deepLink: obj({ scheme: str(), universalLink: str() }),
  }),
  xyApi: obj({
    baseUrl: str(),
    xyAuth: num(),
    curVersions: str(),
    securitySource: str(),
    siteId: num(1),
    appId: num(1),
  }),
  image: obj({
    suffix: obj({ small: str(), middle: str(), big: str() }),
    suffixPath: str(),
  }),
  share: obj({ titleLimit: obj({ weChat: num(64), global: num(80) }) }),
  statistics: obj({ url: str(), tenantCode: str(), appKey: str() }),
  // The notices of a licensed news site (docs/decisions/0047): each optional, '' = not shown.
  beian: obj({
    icpNo: str(),
    gonganNo: str(),
    newsLicenseNo: str(),
    reportTel: str(),
    reportEmail: str(),
    reportUrl: str(),
  }),
});
export type RawSiteConfig = z.output<typeof rawSiteConfigSchema>;
