// The ads service's numeric codes, apart from calls.ts: that file exports call definitions only
// (the registry counts them, lib/platform/calls.test.ts).

/** The ads service's `type` of an ad (docs/platform-api.md, "Ads service"). */
export const AD_TYPE = { splash: 1, inList: 2, article: 3, columnBanner: 4 } as const;

/** What a reader did with an ad: 0 shown (an impression), 1 clicked (docs/platform-api.md, ads `event`). */
export const AD_EVENT = { impression: 0, click: 1 } as const;
