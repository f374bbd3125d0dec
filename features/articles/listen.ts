// Listening to an article (docs/decisions/0062): which words are read, in what pieces, by which of
// the browser's voices. Pure (a DOM element in, text out), so it is tested without a browser voice.

/** What is not the article's text: media, controls, and anything marked as an ad or hidden. */
const SKIP =
  'script, style, noscript, template, iframe, video, audio, canvas, svg, img, picture, figure, button, input, select, textarea, aside, [hidden], [aria-hidden="true"], [data-ad], [data-no-listen]';
/** Elements that end a block of text: a pause between them, never words run together. */
const BLOCK = new Set([
  'P',
  'DIV',
  'SECTION',
  'ARTICLE',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'LI',
  'UL',
  'OL',
  'BLOCKQUOTE',
  'PRE',
  'TABLE',
  'TR',
  'TD',
  'TH',
  'DL',
  'DT',
  'DD',
  'BR',
  'HR',
]);

/** The text blocks of an article body, in reading order, whitespace collapsed, empty ones dropped. */
export function speakableBlocks(root: Element): string[] {
  const blocks: string[] = [];
  let current = '';
  const flush = () => {
    const text = current.replace(/\s+/g, ' ').trim();
    if (text) blocks.push(text);
    current = '';
  };
  const walk = (node: Node) => {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === 3) {
        current += child.textContent ?? '';
      } else if (child.nodeType === 1) {
        const element = child as Element;
        if (element.matches(SKIP)) continue;
        const block = BLOCK.has(element.tagName);
        if (block) flush();
        walk(element);
        if (block) flush();
      }
    }
  };
  walk(root);
  flush();
  return blocks;
}

/** A piece of speech: short enough that no browser cuts it off (some stop an utterance after ~15 s). */
export const CHUNK_LIMIT = 160;

/** Blocks cut into utterances: at sentence ends where possible, at CHUNK_LIMIT characters where not. */
export function speechChunks(blocks: readonly string[], limit = CHUNK_LIMIT): string[] {
  const chunks: string[] = [];
  for (const block of blocks) {
    const sentences = block.match(/[^。！？!?；;.]+[。！？!?；;.]*[”"’')）]*\s*/g) ?? [block];
    let current = '';
    for (const sentence of sentences) {
      if (current && current.length + sentence.length > limit) {
        chunks.push(current.trim());
        current = '';
      }
      current += sentence;
      while (current.length > limit) {
        chunks.push(current.slice(0, limit).trim());
        current = current.slice(limit);
      }
    }
    if (current.trim()) chunks.push(current.trim());
  }
  return chunks.filter(Boolean);
}

// Which voice reads the page (and whether there is one) is its own module: the listening slot asks it
// before it loads the player (features/articles/ListenSlot.island.tsx, docs/decisions/0070).
export { voiceFor, type VoiceLike } from './listenVoice';
