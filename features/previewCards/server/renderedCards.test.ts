import type { CardRef } from '@/lib/seo/previewCards';
import { CARD_MAX_AGE_SECONDS, renderedCard } from './renderedCards';

// How drawn cards are kept and drawn (features/previewCards/server/renderedCards.ts): for an hour, a
// missing one too; one drawing a card however many ask; two drawings at once; 300 kept, the oldest
// dropped. previewCards' mutation run found it untested. Each test uses ids of its own (the keeping is
// the module's).
const source = jest.fn();
const fetchMedia = jest.fn();
const drawCard = jest.fn();
jest.mock('./cardSource', () => ({ cardSource: (ref: CardRef) => source(ref) }));
jest.mock('@/lib/seo/mediaFetch', () => ({ fetchMedia: (url: string) => fetchMedia(url) }));
jest.mock('./drawCard', () => ({ drawCard: (card: unknown) => drawCard(card) }));

let now = 1_800_000_000_000;
beforeEach(() => {
  jest.spyOn(Date, 'now').mockImplementation(() => now);
  source.mockReset().mockImplementation(async (ref: { id: number }) => ({
    title: `t${ref.id}`,
    siteName: 'Site',
    imageUrl: ref.id % 2 ? 'https://cdn.example/p.png' : '',
  }));
  fetchMedia.mockReset().mockResolvedValue(Buffer.from('picture'));
  drawCard.mockReset().mockImplementation(async (card: { title: string }) => Buffer.from(card.title));
});
afterEach(() => jest.restoreAllMocks());

const xy = (id: number): CardRef => ({ kind: 'xy', id });

describe('renderedCard', () => {
  it('draws a card from its source, with the picture fetched only when there is one', async () => {
    expect((await renderedCard(xy(1)))?.toString()).toBe('t1');
    expect(fetchMedia).toHaveBeenCalledWith('https://cdn.example/p.png');
    expect(drawCard).toHaveBeenCalledWith({ title: 't1', siteName: 'Site', picture: Buffer.from('picture') });
    await renderedCard(xy(2));
    expect(fetchMedia).toHaveBeenCalledTimes(1);
    expect(drawCard).toHaveBeenLastCalledWith({ title: 't2', siteName: 'Site', picture: null });
  });

  it('keeps a card for CARD_MAX_AGE_SECONDS and draws it again from that moment', async () => {
    await renderedCard(xy(11));
    now += CARD_MAX_AGE_SECONDS * 1000 - 1;
    await renderedCard(xy(11));
    expect(drawCard).toHaveBeenCalledTimes(1);
    now += 1;
    await renderedCard(xy(11));
    expect(drawCard).toHaveBeenCalledTimes(2);
  });

  it('keeps a missing card too, as null, without drawing', async () => {
    source.mockResolvedValue(null);
    expect(await renderedCard(xy(21))).toBeNull();
    expect(await renderedCard(xy(21))).toBeNull();
    expect(source).toHaveBeenCalledTimes(1);
    expect(drawCard).not.toHaveBeenCalled();
  });

  it('draws a card asked for twice at once one time', async () => {
    const [a, b] = await Promise.all([renderedCard(xy(31)), renderedCard(xy(31))]);
    expect([a?.toString(), b?.toString()]).toEqual(['t31', 't31']);
    expect(drawCard).toHaveBeenCalledTimes(1);
  });

  it('draws two cards at once and the next when one is done', async () => {
    const done: (() => void)[] = [];
    drawCard.mockImplementation(
      (card: { title: string }) => new Promise((resolve) => done.push(() => resolve(Buffer.from(card.title)))),
    );
    const cards = [41, 43, 45].map((id) => renderedCard(xy(id)));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(drawCard).toHaveBeenCalledTimes(2);
    done.shift()!();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(drawCard).toHaveBeenCalledTimes(3);
    for (const finish of done.splice(0)) finish();
    await new Promise((resolve) => setTimeout(resolve, 10));
    done.shift()?.();
    expect((await Promise.all(cards)).map(String)).toEqual(['t41', 't43', 't45']);
  });

  it('keeps 300 cards and drops the oldest first', async () => {
    for (let id = 1000; id < 1300; id += 2) await renderedCard(xy(id));
    for (let id = 1001; id < 1301; id += 2) await renderedCard(xy(id));
    expect(drawCard).toHaveBeenCalledTimes(300);
    await renderedCard(xy(1300)); // the 301st: 1000 goes
    await renderedCard(xy(1002));
    expect(drawCard).toHaveBeenCalledTimes(301);
    await renderedCard(xy(1000));
    expect(drawCard).toHaveBeenCalledTimes(302);
  });
});
