import type { Page } from '@playwright/test';
import { test, expect } from './support/test';
import { editArticle } from './support/platform';

// Listening to an article (docs/decisions/0062). The browser's speech synthesis is replaced by a
// recorder before any script runs: it keeps what it was asked to say, and a test ends the piece
// being spoken when it chooses (no real voice, no time).
const ARTICLE = 'newsDetail/1/1000.html'; // the news fixture: Chinese, inline images, comments below
/** A news article no other test opens, retitled in Tibetan here (platform/routes/article-editor.mjs). */
const TIBETAN_ID = 1740;

interface Spoken {
  text: string;
  lang: string;
  voice: string;
}

declare global {
  interface Window {
    __speech: { spoken: Spoken[]; log: string[]; finish: () => void };
  }
}

/** Replaces speechSynthesis with a recorder that has these voices. */
async function recordSpeech(page: Page, voices: string[]): Promise<void> {
  await page.addInitScript((langs: string[]) => {
    const spoken: { text: string; lang: string; voice: string }[] = [];
    const log: string[] = [];
    type Utterance = {
      text: string;
      lang: string;
      voice: { lang: string } | null;
      onend: ((e: unknown) => void) | null;
      onerror: ((e: unknown) => void) | null;
    };
    let current: Utterance | null = null;
    class FakeUtterance {
      text: string;
      lang = '';
      voice: { lang: string } | null = null;
      onend: ((e: unknown) => void) | null = null;
      onerror: ((e: unknown) => void) | null = null;
      constructor(text: string) {
        this.text = text;
      }
    }
    const synth = {
      getVoices: () => {
        log.push('getVoices');
        return langs.map((lang) => ({
          lang,
          name: `voice ${lang}`,
          voiceURI: lang,
          localService: true,
          default: false,
        }));
      },
      speak: (u: Utterance) => {
        spoken.push({ text: u.text, lang: u.lang, voice: u.voice?.lang ?? '' });
        current = u;
      },
      cancel: () => {
        log.push('cancel');
        const u = current;
        current = null;
        u?.onerror?.({ error: 'interrupted' });
      },
      pause: () => log.push('pause'),
      resume: () => log.push('resume'),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', {
      value: FakeUtterance,
      configurable: true,
      writable: true,
    });
    window.__speech = {
      spoken,
      log,
      finish: () => {
        const u = current;
        current = null;
        u?.onend?.({});
      },
    };
  }, voices);
}

const spoken = (page: Page) => page.evaluate(() => window.__speech.spoken.map((s) => ({ ...s })));
const finishPiece = (page: Page) => page.evaluate(() => window.__speech.finish());
/** The island has asked for voices: it has decided whether to show itself. */
const voicesAsked = (page: Page) => page.waitForFunction(() => window.__speech.log.includes('getVoices'));

test('the server HTML has no listen button', async ({ request }) => {
  const html = await (await request.get(ARTICLE)).text();
  expect(html).not.toContain('data-testid="listen"');
});

test('listen reads the title and the body in the article’s language: play, pause, resume, progress to the end', async ({
  page,
  consoleErrors,
}) => {
  void consoleErrors;
  await recordSpeech(page, ['en-US', 'zh-CN', 'de-DE']);
  await page.goto(`${ARTICLE}?lang=en`);
  const listen = page.getByTestId('listen');
  const button = listen.getByRole('button');
  const progress = page.getByTestId('listen-progress');
  await expect(button).toHaveText(/Listen/);
  await expect(progress).toHaveText('0%');

  await button.click();
  await expect(button).toHaveText(/Pause/);
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await spoken(page)).length).toBe(1);
  const title = (await page.locator('h1').textContent())?.trim() ?? '';
  expect((await spoken(page))[0]).toEqual({ text: title, lang: 'zh-CN', voice: 'zh-CN' });

  await finishPiece(page);
  await expect.poll(async () => (await spoken(page)).length).toBe(2);
  await expect(progress).not.toHaveText('0%');
  const second = (await spoken(page))[1]!;

  // Pause stops the voice; resume says that piece again from its start.
  await button.click();
  await expect(button).toHaveText(/Resume/);
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  expect(await page.evaluate(() => window.__speech.log.filter((entry) => entry === 'cancel').length)).toBeGreaterThan(
    0,
  );
  await button.click();
  await expect(button).toHaveText(/Pause/);
  await expect.poll(async () => (await spoken(page)).length).toBe(3);
  expect((await spoken(page))[2]!.text).toBe(second.text);

  // To the end: every piece is the title or the article body's text, none the comments'.
  const done = async () => Boolean((await button.textContent())?.includes('again'));
  for (let piece = 0; piece < 500 && !(await done()); piece += 1) {
    const before = (await spoken(page)).length;
    await finishPiece(page);
    await expect.poll(async () => (await spoken(page)).length > before || (await done())).toBe(true);
  }
  await expect(button).toHaveText(/Listen again/);
  await expect(progress).toHaveText('100%');
  const body = ((await page.locator('[data-article-body]').textContent()) ?? '').replace(/\s+/g, '');
  const texts = (await spoken(page)).map((s) => s.text.replace(/\s+/g, ''));
  for (const text of texts.slice(1)) expect(body).toContain(text);
  expect(texts.join('').length).toBeGreaterThan(title.length + 40);
});

test('no listen button where the browser has no voice for the article’s language', async ({ page }) => {
  await recordSpeech(page, ['de-DE', 'fr-FR']);
  await page.goto(`${ARTICLE}?lang=en`);
  await voicesAsked(page);
  await expect(page.getByTestId('listen')).toHaveCount(0);
});

test('no listen button on a Tibetan article, whatever voices the browser has', async ({ page }) => {
  await editArticle(TIBETAN_ID, { title: 'བོད་ལྗོངས་ཀྱི་ཞིང་འབྲོག་པས་ལོ་ལེགས་དུས་ཆེན་སྲུང་བརྩི་བྱས།' });
  await recordSpeech(page, ['zh-CN', 'en-US', 'de-DE', 'fr-FR', 'bo', 'bo-CN']);
  await page.goto(`newsDetail/${TIBETAN_ID}.html?lang=bo&theme=dark`);
  await expect(page.locator('article')).toHaveAttribute('lang', 'bo');
  await voicesAsked(page);
  await expect(page.getByTestId('listen')).toHaveCount(0);
});
