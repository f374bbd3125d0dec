import { MalformedMedia, stripMediaMetadata } from './mediaMetadata';
import { sniffFormat } from './sniff';

const box = (type: string, ...content: Buffer[]) => {
  const body = Buffer.concat(content);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
};
const text = (value: string) => Buffer.from(value, 'utf8');

/** Where a phone recorded it, as iPhones and Android phones write it (ISO 6709). */
const PLACE = '+29.6500+091.1000/';

/** A phone video: ftyp, the movie box with the place in user data and in Apple's keys, then media. */
function phoneVideo(brand = 'isom'): Buffer {
  const media = box('mdat', Buffer.from([1, 2, 3, 4, 5, 6, 7, 8]));
  const track = box('trak', box('tkhd', Buffer.alloc(12)), box('udta', box('name', text('Rear camera'))));
  const moov = box(
    'moov',
    box('mvhd', Buffer.alloc(20)),
    track,
    box('udta', box('\u00a9xyz', text(PLACE)), box('\u00a9mak', text('PhoneCo'))),
    box('meta', Buffer.alloc(4), box('keys', text('com.apple.quicktime.location.ISO6709')), box('ilst', text(PLACE))),
  );
  const xmp = box('uuid', Buffer.alloc(16, 0xbe), text(`<x:xmpmeta>${PLACE}</x:xmpmeta>`));
  return Buffer.concat([box('ftyp', text(brand), Buffer.alloc(4)), moov, xmp, media]);
}

/** Boxes of one level: type, offset and size. */
function boxesOf(bytes: Buffer, start = 0, end = bytes.length) {
  const found: { type: string; at: number; size: number }[] = [];
  for (let at = start; at < end;) {
    const size = bytes.readUInt32BE(at);
    found.push({ type: bytes.toString('latin1', at + 4, at + 8), at, size });
    at += size;
  }
  return found;
}

describe('stripMediaMetadata', () => {
  it('takes the place, the maker and the XMP out of a phone video, and moves no media byte', () => {
    const video = phoneVideo();
    expect(video.includes(PLACE)).toBe(true);
    const out = stripMediaMetadata('mp4', video);
    expect(out.includes(PLACE)).toBe(false);
    expect(out.includes('PhoneCo')).toBe(false);
    expect(out.includes('Rear camera')).toBe(false);
    // Same length, same top-level layout: chunk offsets into mdat stay right.
    expect(out.length).toBe(video.length);
    expect(boxesOf(out).map((b) => b.type)).toEqual(['ftyp', 'moov', 'free', 'mdat']);
    const mdat = boxesOf(out).find((b) => b.type === 'mdat')!;
    expect(out.subarray(mdat.at, mdat.at + mdat.size)).toEqual(video.subarray(mdat.at, mdat.at + mdat.size));
    const moov = boxesOf(out).find((b) => b.type === 'moov')!;
    expect(boxesOf(out, moov.at + 8, moov.at + moov.size).map((b) => b.type)).toEqual(['mvhd', 'trak', 'free', 'free']);
    // Still the same kind of file for every check that follows.
    expect(sniffFormat('video', out)).toBe('mp4');
    // The reader's buffer is left as it was.
    expect(video.includes(PLACE)).toBe(true);
  });

  it('does the same for a QuickTime movie and an m4a voice memo', () => {
    for (const [format, brand] of [
      ['mov', 'qt  '],
      ['m4a', 'M4A '],
    ] as const) {
      const out = stripMediaMetadata(format, phoneVideo(brand));
      expect(out.includes(PLACE)).toBe(false);
    }
  });

  it('refuses a container whose boxes run past the end', () => {
    const cut = phoneVideo().subarray(0, 60);
    expect(() => stripMediaMetadata('mp4', cut)).toThrow(MalformedMedia);
  });

  it('drops ID3 tags from both ends of an mp3', () => {
    const frame = Buffer.from([0xff, 0xfb, 0x90, 0x64, ...Array(60).fill(0)]);
    const title = text(`TXXX location ${PLACE}`);
    const id3 = Buffer.concat([text('ID3'), Buffer.from([3, 0, 0, 0, 0, 0, title.length]), title]);
    const v1 = Buffer.concat([text('TAG'), Buffer.alloc(125, 0x20)]);
    const out = stripMediaMetadata('mp3', Buffer.concat([id3, frame, v1]));
    expect(out).toEqual(frame);
    expect(sniffFormat('audio', out)).toBe('mp3');
  });

  it('keeps only the chunks a WAV plays from, with its RIFF size corrected', () => {
    const fmt = Buffer.alloc(24);
    fmt.write('fmt ', 0, 'latin1');
    fmt.writeUInt32LE(16, 4);
    const data = Buffer.concat([text('data'), Buffer.from([4, 0, 0, 0, 1, 2, 3, 4])]);
    const info = text(`INFOIART${PLACE}`);
    const list = Buffer.concat([text('LIST'), Buffer.from([info.length, 0, 0, 0]), info]);
    const head = Buffer.concat([text('RIFF'), Buffer.alloc(4), text('WAVE')]);
    const out = stripMediaMetadata('wav', Buffer.concat([head, fmt, list, data]));
    expect(out.includes(PLACE)).toBe(false);
    expect(out.length).toBe(12 + fmt.length + data.length);
    expect(out.readUInt32LE(4)).toBe(out.length - 8);
    expect(sniffFormat('audio', out)).toBe('wav');
  });

  it('takes a streamed WAV whose sound size is "unknown" as the rest of the file', () => {
    const fmt = Buffer.concat([Buffer.from('fmt '), Buffer.from([16, 0, 0, 0]), Buffer.alloc(16)]);
    const data = Buffer.concat([Buffer.from('data'), Buffer.from([0xff, 0xff, 0xff, 0xff]), Buffer.alloc(10, 7)]);
    const out = stripMediaMetadata(
      'wav',
      Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4, 0xff), Buffer.from('WAVE'), fmt, data]),
    );
    expect(out.readUInt32LE(12 + fmt.length + 4)).toBe(10);
    expect(out.readUInt32LE(4)).toBe(out.length - 8);
  });

  it('passes a browser recording (WebM) as it is', () => {
    const webm = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3]);
    expect(stripMediaMetadata('webm', webm)).toBe(webm);
  });
});
