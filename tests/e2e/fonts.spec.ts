import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { test, expect } from './support/test';
import { waitForHydration } from './support/hydration';

// Which font files a page makes a phone download (docs/decisions/0059): the whole Tibetan web font
// (about 150 KB) only where Tibetan is drawn and the phone has no Tibetan face of its own, or on
// Tibetan-interface pages. Each "phone" is a Chromium whose fontconfig knows exactly the faces the
// test gives it and none of the machine's (docs/decisions/0077: a server with a Tibetan system font,
// as README recommends, must not change the answer): a Latin face that ships with Next for both,
// and for the "phone with a Tibetan face" also the shipped Tibetan subset, installed as a system
// font under its own name, Noto Serif Tibetan, one of the names the local() face asks for.

const ARTICLE = 'newsDetail/1/1000.html';
/** The autonym face is about 2 KB; the whole subset about 150 KB. */
const WHOLE_FACE_BYTES = 10_000;

/** A Latin face every phone of the test has: Geist, shipped inside Next (its og-image renderer). */
const LATIN_FACE = path.join(process.cwd(), 'node_modules/next/dist/compiled/@vercel/og/Geist-Regular.ttf');
const TIBETAN_FACE = path.join(process.cwd(), 'public/fonts/noto-serif-tibetan-subset.ttf');

/** A fontconfig file that knows these faces and nothing of the machine's (/etc/fonts is not read). */
function fontconfigWith(dir: string, faces: string[]): string {
  const fonts = path.join(dir, 'fonts');
  fs.mkdirSync(fonts, { recursive: true });
  for (const face of faces) fs.copyFileSync(face, path.join(fonts, path.basename(face)));
  const file = path.join(dir, 'fonts.conf');
  fs.writeFileSync(
    file,
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n` +
      `  <dir>${fonts}</dir>\n  <cachedir>${path.join(dir, 'cache')}</cachedir>\n` +
      `  <alias><family>sans-serif</family><prefer><family>Geist</family></prefer></alias>\n` +
      `  <alias><family>serif</family><prefer><family>Geist</family></prefer></alias>\n</fontconfig>\n`,
  );
  return file;
}

/** A Chromium that sees only these faces; closed (and its folder removed) by the returned function. */
async function phoneWith(
  playwright: PlaywrightWorkerArgs['playwright'],
  faces: string[],
): Promise<{ browser: Browser; done: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fonts-spec-'));
  const browser = await playwright.chromium.launch({
    env: { ...process.env, FONTCONFIG_FILE: fontconfigWith(dir, faces) },
  });
  return {
    browser,
    done: async () => {
      await browser.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Sizes of the font files the page fetched, after its text (and the test's Tibetan line) is laid out. */
async function fontBytes(
  browser: Browser,
  baseURL: string | undefined,
  url: string,
  tibetanComment: boolean,
): Promise<number[]> {
  // A new context each time: nothing comes from the HTTP cache of an earlier page.
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  try {
    return await fontBytesOf(page, url, tibetanComment);
  } finally {
    await context.close();
  }
}

async function fontBytesOf(page: Page, url: string, tibetanComment: boolean): Promise<number[]> {
  const sizes: Promise<number>[] = [];
  page.on('response', (response) => {
    if (/\.(woff2?|ttf)$/.test(new URL(response.url()).pathname))
      sizes.push(response.body().then((body) => body.length));
  });
  await page.goto(url);
  if (tibetanComment) {
    const comments = page.locator('section[aria-labelledby="comments-heading"]');
    await expect(comments).toBeVisible();
    // Added to a tree React owns only once React has hydrated it (before, it is mismatch #418).
    await waitForHydration(page, 'section[aria-labelledby="comments-heading"]');
    // A reader's Tibetan line in the comment section, as a seeded or posted comment would be.
    await comments.evaluate((section) => {
      const line = document.createElement('p');
      line.textContent = 'བཀྲ་ཤིས་བདེ་ལེགས། ཡག་པོ་འདུག';
      section.append(line);
    });
  }
  await page.locator('footer').scrollIntoViewIfNeeded();
  await page.evaluate(async () => {
    document.body.getBoundingClientRect();
    await document.fonts.ready;
  });
  return Promise.all(sizes);
}

const wholeFace = (sizes: number[]) => sizes.filter((size) => size > WHOLE_FACE_BYTES).length;

test.describe('font files a page downloads', () => {
  test('a phone without a Tibetan face: the web font where Tibetan is drawn, only the 2 KB autonym face elsewhere', async ({
    playwright,
    baseURL,
  }) => {
    const { browser, done } = await phoneWith(playwright, [LATIN_FACE]);
    try {
      expect(wholeFace(await fontBytes(browser, baseURL, 'home.html?lang=cn', false))).toBe(0);
      expect(wholeFace(await fontBytes(browser, baseURL, 'home.html?lang=en', false))).toBe(0);
      expect(wholeFace(await fontBytes(browser, baseURL, `${ARTICLE}?lang=cn`, true))).toBe(1);
      expect(wholeFace(await fontBytes(browser, baseURL, 'home.html?lang=bo', false))).toBe(1);
    } finally {
      await done();
    }
  });

  test('a phone with its own Tibetan face: Chinese and English pages fetch no font at all, Tibetan pages keep the web font', async ({
    playwright,
    baseURL,
  }) => {
    const { browser, done } = await phoneWith(playwright, [LATIN_FACE, TIBETAN_FACE]);
    try {
      expect(await fontBytes(browser, baseURL, 'home.html?lang=cn', false)).toEqual([]);
      expect(await fontBytes(browser, baseURL, 'home.html?lang=en', false)).toEqual([]);
      expect(await fontBytes(browser, baseURL, `${ARTICLE}?lang=cn`, true)).toEqual([]);
      expect(wholeFace(await fontBytes(browser, baseURL, 'home.html?lang=bo', false))).toBe(1);
    } finally {
      await done();
    }
  });
});
