// Fixed ids of the reference platform's seed (docs/platform-api.md, "Fixed ids").
export const SEED = {
  news: 1000,
  photos: 1001,
  video: 1002,
  link: 1008,
  h5: 1009,
  hostile: 1010,
  preview: 1011,
  shareClosed: 1012,
  /** discussClosed and advClosed. */
  adsClosed: 1013,
  english: 1014,
  homeColumn: 1,
  /** Short videos of the short-video service (/mvod): 2001..2012; 2012 forbids sharing. */
  shortVideo: 2001,
  shortVideoShareClosed: 2012,
} as const;
