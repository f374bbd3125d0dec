/**
 * The lite page's whole style, inline (one request less; the CSP's style-src allows inline
 * styles). System fonts only: a web font would cost more than the text it sets.
 */
export const LITE_STYLE = [
  ':root{color-scheme:light dark;--fg:#1a1a1a;--muted:#666;--bg:#fff;--link:#0b57d0;--rule:#ddd}',
  '@media (prefers-color-scheme:dark){:root{--fg:#e8e8e8;--muted:#aaa;--bg:#121212;--link:#8ab4f8;--rule:#333}}',
  'body{margin:0 auto;max-width:40rem;padding:.75rem 1rem 2rem;font:1.0625rem/1.7 system-ui,sans-serif;color:var(--fg);background:var(--bg)}',
  'a{color:var(--link)}',
  'h1{font-size:1.375rem;line-height:1.35;margin:.5rem 0}',
  '.meta,.note,figcaption,footer{color:var(--muted);font-size:.875rem}',
  '.meta span+span:before{content:" · "}',
  'img{max-width:100%;height:auto}',
  'figure{margin:1rem 0}',
  'table{border-collapse:collapse;display:block;overflow-x:auto}td,th{border:1px solid var(--rule);padding:.25rem}',
  'footer{border-top:1px solid var(--rule);margin-top:2rem;padding-top:.75rem}',
].join('');
