import { checkUpload, sniffFormat } from './sniff';
import { MAX_BYTES } from './kinds';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF');
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR');
const GIF = bytes('GIF89a', [1, 0, 1, 0]);
const BMP = bytes('BM', [70, 0, 0, 0, 0, 0, 0, 0, 54, 0, 0, 0, 40, 0, 0, 0]);
const PDF = bytes('%PDF-1.7\n');
const SVG = bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const EXE = bytes('MZ', [0x90, 0, 3, 0]);
const MP3 = bytes('ID3', [4, 0, 0, 0, 0, 0, 0]);
const MP3_FRAME = bytes([0xff, 0xfb, 0x90, 0x64]);
const ADTS = bytes([0xff, 0xf1, 0x50, 0x80]);
const WAV = bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt ');
const AVI = bytes('RIFF', [0, 0, 0, 0], 'AVI LIST');
const OGG = bytes('OggS', [0, 2]);
const WEBM = bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f]);
const MP4 = bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0]);
const MOV = bytes([0, 0, 0, 0x14], 'ftypqt  ');
const M4A = bytes([0, 0, 0, 0x20], 'ftypM4A ');

describe('sniffFormat: the content decides, for each kind', () => {
  it.each([
    ['jpeg', JPEG],
    ['png', PNG],
    ['gif', GIF],
    ['bmp', BMP],
  ])('a %s is a picture', (format, head) => expect(sniffFormat('picture', head)).toBe(format));

  it.each([
    ['a PDF', PDF],
    ['an SVG with script', SVG],
    ['a Windows executable', EXE],
    ['an mp4', MP4],
    ['nothing', bytes()],
    ['"BM" followed by text', bytes('BM is not a bitmap header')],
  ])('%s is not a picture', (_name, head) => expect(sniffFormat('picture', head)).toBeNull());

  it.each([
    ['mp3', MP3],
    ['mp3', MP3_FRAME],
    ['aac', ADTS],
    ['wav', WAV],
    ['ogg', OGG],
    ['webm', WEBM],
    ['m4a', M4A],
    ['m4a', MP4],
  ])('a %s is audio', (format, head) => expect(sniffFormat('audio', head)).toBe(format));

  it.each([
    ['a JPEG', JPEG],
    ['an AVI (RIFF but not WAVE)', AVI],
    ['a PDF', PDF],
  ])('%s is not audio', (_name, head) => expect(sniffFormat('audio', head)).toBeNull());

  it.each([
    ['mp4', MP4],
    ['mov', MOV],
    ['webm', WEBM],
  ])('a %s is video', (format, head) => expect(sniffFormat('video', head)).toBe(format));

  it('sound in an mp4 container (M4A) is not a video, nor is a picture', () => {
    expect(sniffFormat('video', M4A)).toBeNull();
    expect(sniffFormat('video', PNG)).toBeNull();
  });
});

describe('checkUpload', () => {
  it('refuses an empty file before looking at it', () =>
    expect(checkUpload('picture', 0, JPEG, MAX_BYTES.picture)).toBe('empty'));
  it('refuses a file over the kind’s limit', () =>
    expect(checkUpload('picture', MAX_BYTES.picture + 1, JPEG, MAX_BYTES.picture)).toBe('tooLarge'));
  it('takes a file at the limit', () =>
    expect(checkUpload('picture', MAX_BYTES.picture, JPEG, MAX_BYTES.picture)).toBeNull());
  it('refuses a PDF named .jpg by its content', () =>
    expect(checkUpload('picture', 2048, PDF, MAX_BYTES.picture)).toBe('wrongType'));
});
