import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage({ viewport: { width: 390, height: 844 } });
const base = 'http://127.0.0.1:3302/wap/touch/';
for (const path of process.argv.slice(2)) {
  await p.goto(base + path, { waitUntil: 'load' });
  const small = await p.evaluate(() => [...document.querySelectorAll('a, button')].filter((a) => { const r = a.getBoundingClientRect(); return r.width > 0 && r.height > 0 && (r.height < 24 || r.width < 24); }).map((a) => `${a.tagName} ${Math.round(a.getBoundingClientRect().width)}x${Math.round(a.getBoundingClientRect().height)} .${a.className} "${a.textContent.trim().slice(0, 30)}" in ${a.parentElement.tagName}.${a.parentElement.className}`));
  console.log('==', path, small.length); console.log(small.slice(0, 15).join('\n'));
}
await b.close();
