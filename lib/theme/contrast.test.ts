import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The theme's colour pairs, read from app/globals.css, held to WCAG AA (4.5:1 for text) in light
 * and dark. axe checks the pages e2e visits; this checks every pair whatever page shows it, and
 * the rule that a brand-coloured surface always carries --on-brand text (docs/decisions/0025: white on the
 * dark theme's #ff5a6e was 3.03:1 on the login button and the on-air badge).
 */
const root = path.join(__dirname, '..', '..');
const css = readFileSync(path.join(root, 'app', 'globals.css'), 'utf8');

function block(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`no ${selector} block in globals.css`);
  const body = css.slice(start, css.indexOf('}', start));
  const vars: Record<string, string> = {};
  for (const match of body.matchAll(/(--[\w-]+):\s*(#[0-9a-fA-F]{6})\b/g)) vars[match[1]!] = match[2]!;
  return vars;
}

function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const light = block(':root');
const themes = { light, dark: { ...light, ...block("[data-theme='dark']") } };

/** [text, surface]: every pair the components put together. */
const PAIRS: [string, string][] = [
  ['--text', '--bg'],
  ['--text', '--card'],
  ['--text', '--bg-soft'],
  ['--text-soft', '--bg'],
  ['--text-soft', '--bg-soft'],
  ['--brand', '--bg'],
  ['--brand', '--card'],
  ['--on-brand', '--brand-fill'],
];

describe.each(Object.entries(themes))('%s theme', (_name, vars) => {
  test.each(PAIRS)('%s on %s reaches 4.5:1', (text, surface) => {
    expect(vars[text]).toMatch(/^#/);
    expect(vars[surface]).toMatch(/^#/);
    expect(contrast(vars[text]!, vars[surface]!)).toBeGreaterThanOrEqual(4.5);
  });
});

test('the contrast formula matches WCAG figures', () => {
  expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5);
  expect(contrast('#ffffff', '#ff5a6e')).toBeCloseTo(3.03, 2);
});

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

test('a brand-coloured surface is --brand-fill, never the text accent --brand', () => {
  const offenders = ['components', 'features', 'app']
    .flatMap((dir) => cssFiles(path.join(root, dir)))
    .filter((file) => /background(-color)?:\s*var\(--brand\)/.test(readFileSync(file, 'utf8')));
  expect(offenders.map((file) => path.relative(root, file))).toEqual([]);
});

test('a phone in dark mode gets exactly the dark theme where the page decides nothing', () => {
  const media = css.indexOf('@media (prefers-color-scheme: dark)');
  expect(media).toBeGreaterThan(0);
  const autoStart = css.indexOf("[data-theme='auto'] {", media);
  const auto: Record<string, string> = {};
  for (const match of css.slice(autoStart, css.indexOf('}', autoStart)).matchAll(/(--[\w-]+):\s*(#[0-9a-fA-F]{6})\b/g))
    auto[match[1]!] = match[2]!;
  expect(auto).toEqual(block("[data-theme='dark']"));
});
