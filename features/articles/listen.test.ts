/**
 * @jest-environment jsdom
 */
import { speakableBlocks, speechChunks, voiceFor } from './listen';

function body(html: string): Element {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe('the text read aloud', () => {
  it('is the body’s blocks in order, without media, captions, controls, ads or hidden parts', () => {
    const root = body(`
      <h2>小标题</h2>
      <p>第一段 <strong>重点</strong>文字。</p>
      <figure><img alt="图" src="x.jpg"><figcaption>图片说明</figcaption></figure>
      <div data-ad><p>广告文字</p></div>
      <aside>相关阅读</aside>
      <p hidden>隐藏</p>
      <script>var x = 1;</script>
      <ul><li>一</li><li>二</li></ul>
      <p>第二行<br>换行之后</p>
      <button>分享</button>`);
    expect(speakableBlocks(root)).toEqual(['小标题', '第一段 重点文字。', '一', '二', '第二行', '换行之后']);
  });

  it('is cut at sentence ends into pieces no longer than the limit', () => {
    expect(speechChunks(['One. Two! Three?'], 9)).toEqual(['One.', 'Two!', 'Three?']);
    expect(speechChunks(['第一句。第二句。'], 10)).toEqual(['第一句。第二句。']);
    const long = 'a'.repeat(25);
    expect(speechChunks([long], 10)).toEqual(['a'.repeat(10), 'a'.repeat(10), 'a'.repeat(5)]);
    expect(speechChunks(['“引语。”后文。'], 6)).toEqual(['“引语。”', '后文。']);
    expect(speechChunks([])).toEqual([]);
  });
});

describe('the voice', () => {
  const voice = (lang: string, localService = true, isDefault = false) => ({
    lang,
    localService,
    default: isDefault,
    name: lang,
  });

  it('speaks the page’s language, the same tag and a local voice first', () => {
    const voices = [
      voice('en-US', false),
      voice('zh-TW'),
      voice('zh-CN', false),
      voice('zh_CN'),
      voice('de-DE'),
      voice('fr-FR'),
    ];
    expect(voiceFor(voices, 'zh-CN')?.lang).toBe('zh_CN');
    expect(voiceFor(voices, 'en')?.lang).toBe('en-US');
    expect(voiceFor(voices, 'de')?.lang).toBe('de-DE');
    expect(voiceFor(voices, 'fr')?.lang).toBe('fr-FR');
    expect(voiceFor([voice('cmn-Hans-CN')], 'zh-CN')?.lang).toBe('cmn-Hans-CN');
  });

  it('is none where the device has no voice for the language, and for Tibetan', () => {
    expect(voiceFor([voice('en-US'), voice('de-DE')], 'zh-CN')).toBeNull();
    expect(voiceFor([], 'en')).toBeNull();
    expect(voiceFor([voice('bo'), voice('bo-CN'), voice('zh-CN')], 'bo')).toBeNull();
  });
});
