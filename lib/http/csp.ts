// Content-Security-Policy with a per-request nonce. Next.js reads the nonce from the
// request's CSP header and puts it on its own scripts; everything else must carry it.
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

export function contentSecurityPolicy(nonce: string, isDev: boolean): string {
  const directives = [
    "default-src 'self'",
    // 'strict-dynamic' lets Next's nonce-bearing loader pull its chunks; eval only in dev (HMR).
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${isDev ? " 'unsafe-eval'" : ''}`,
    // React style attributes (aspect ratios, progress) need inline styles; they cannot run code.
    "style-src 'self' 'unsafe-inline'",
    // Article pictures and video come from the platform's media hosts, which each site configures.
    "img-src 'self' data: blob: https: http:",
    "media-src 'self' blob: https: http:",
    "font-src 'self'",
    "connect-src 'self' https: http: ws: wss:",
    "frame-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ];
  return directives.join('; ');
}
