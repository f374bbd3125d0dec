import Parser from 'rss-parser';

// Our feeds as a feed reader reads them: `rss-parser` (an outside parser, docs/decisions/0101) over
// the text a spec already fetched. It throws on XML it cannot read or on a document that is neither
// RSS nor Atom; what it reads must then give the channel and every item what readers show.

const parser = new Parser();

/** The problems of one RSS feed as rss-parser reads it, one line each, and its items' links. */
export async function rssProblems(url: string, xml: string): Promise<{ problems: string[]; links: string[] }> {
  let feed: Awaited<ReturnType<typeof parser.parseString>>;
  try {
    feed = await parser.parseString(xml);
  } catch (error) {
    return { problems: [`${url}: rss-parser cannot read it (${(error as Error).message})`], links: [] };
  }
  const problems: string[] = [];
  for (const field of ['title', 'link', 'description'] as const)
    if (!feed[field]?.trim()) problems.push(`${url}: channel has no ${field}`);
  for (const [index, item] of feed.items.entries()) {
    const where = `${url} item ${index}`;
    if (!item.title?.trim()) problems.push(`${where}: no title`);
    if (!item.link || !/^https?:\/\//.test(item.link)) problems.push(`${where}: link ${item.link} not absolute`);
    if (!item.guid?.trim()) problems.push(`${where}: no guid`);
    // isoDate is rss-parser's reading of pubDate: absent when the date does not parse.
    if (!item.isoDate || Number.isNaN(Date.parse(item.isoDate)))
      problems.push(`${where}: pubDate ${item.pubDate} unread`);
  }
  return { problems, links: feed.items.map((item) => item.link ?? '') };
}
