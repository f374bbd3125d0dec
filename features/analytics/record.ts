// Analytics records (docs/product.md §7): what is sent to the statistics host's sendRecord.

export const DATA_TYPE = { openArticle: 1000005, share: 1000009, comment: 1000013, like: 1000002 } as const;
export const SHARE_CHANNEL = { Wechat: 1, Timeline: 2, Sina: 3, QQ: 4, MeeTime: 5, Album: 6 } as const;
export const ANALYTICS_PLATFORM = { Android: 1, IOS: 2, Mobile: 3, PC: 5 } as const;

export interface StatisticsSettings {
  url: string;
  tenantCode: string;
  appKey: string;
}

export interface RecordInput {
  dataType: number;
  articleId: number | null;
  platform: number | null;
  device: string;
  userId?: string;
  refer?: string;
  shareChannel?: number;
  now?: number;
}

export interface PreparedRecord {
  url: string;
  query: Record<string, string>;
  headers: Record<string, string>;
}

/**
 * docs/product.md §5: a record needs the tenant code and key initialised, an article id and a
 * platform; without them it is skipped silently (null). Header values are URI-encoded.
 */
export function prepareRecord(settings: StatisticsSettings, input: RecordInput): PreparedRecord | null {
  if (!settings.url || !settings.tenantCode || !settings.appKey) return null;
  if (!input.articleId || input.articleId <= 0 || !input.platform) return null;
  const query: Record<string, string> = {
    dataType: String(input.dataType),
    articleID: String(input.articleId),
    actionTime: String(input.now ?? Date.now()),
    deviceid: input.device,
    userUuid: input.userId ?? '',
    refer: input.refer ?? '',
    platform: String(input.platform),
  };
  if (input.shareChannel !== undefined) query.shareChanel = String(input.shareChannel); // sic: the platform's spelling
  const headers = {
    tenantCode: encodeURIComponent(settings.tenantCode),
    appKey: encodeURIComponent(settings.appKey),
    os: encodeURIComponent('touch'),
    deviceId: encodeURIComponent(input.device),
    userId: encodeURIComponent(input.userId ?? ''),
  };
  return { url: `${settings.url.replace(/\/+$/, '')}/sendRecord`, query, headers };
}
