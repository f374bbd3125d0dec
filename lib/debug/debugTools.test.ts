/**
 * @jest-environment jsdom
 */
import { debugToolsMode, isCrawler } from './debugTools';
import { devtoolsSeemOpen, startDevtoolsTrap } from './devtoolsTrap';

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const BAIDU = 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)';

describe('the developer-tools trap is an opt-in', () => {
  it('is off unless the site config enables it, even with the suffix', () => {
    expect(debugToolsMode({ enabled: false, search: '?debug=trap', userAgent: PHONE })).toBe('none');
  });

  it('is off on a site that enables it unless the address carries the debug suffix', () => {
    expect(debugToolsMode({ enabled: true, search: '', userAgent: PHONE })).toBe('none');
    expect(debugToolsMode({ enabled: true, search: '?debug=1', userAgent: PHONE })).toBe('none');
    expect(debugToolsMode({ enabled: true, search: '?lang=bo&debug=trap', userAgent: PHONE })).toBe('trap');
    expect(debugToolsMode({ enabled: true, search: '?debug=console', userAgent: PHONE })).toBe('console');
    expect(debugToolsMode({ enabled: false, search: '?debug=console', userAgent: PHONE })).toBe('none');
    expect(debugToolsMode({ enabled: true, search: '?debug=console', userAgent: BAIDU })).toBe('none');
  });

  it('never arms for a search engine or an audit tool', () => {
    expect(isCrawler(BAIDU)).toBe(true);
    expect(isCrawler('Mozilla/5.0 (compatible; Googlebot/2.1)')).toBe(true);
    expect(isCrawler('Mozilla/5.0 HeadlessChrome/124.0 Chrome-Lighthouse')).toBe(true);
    expect(isCrawler(PHONE)).toBe(false);
    expect(debugToolsMode({ enabled: true, search: '?debug=trap', userAgent: BAIDU })).toBe('none');
  });
});

describe('the trap', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const size = (outerWidth: number, innerWidth: number, outerHeight = 844, innerHeight = 800) => ({
    outerWidth,
    innerWidth,
    outerHeight,
    innerHeight,
  });

  it('takes a window much larger than its page for docked tools, a phone’s bars not', () => {
    expect(devtoolsSeemOpen(size(390, 390))).toBe(false);
    expect(devtoolsSeemOpen(size(1280, 1265))).toBe(false);
    expect(devtoolsSeemOpen(size(1280, 900))).toBe(true);
    expect(devtoolsSeemOpen(size(1280, 1280, 900, 500))).toBe(true);
  });

  it('leaves the page alone while tools are closed, and blanks it once they open', () => {
    document.body.innerHTML = '<main><h1>新闻</h1></main>';
    const win = {
      ...size(390, 390),
      setInterval: window.setInterval.bind(window),
      clearInterval: window.clearInterval.bind(window),
    };
    const stop = startDevtoolsTrap(win, document);
    jest.advanceTimersByTime(3000);
    expect(document.body.textContent).toBe('新闻');
    win.outerWidth = 1280;
    jest.advanceTimersByTime(1000);
    expect(document.body.childNodes.length).toBe(0);
    stop();
  });
});
