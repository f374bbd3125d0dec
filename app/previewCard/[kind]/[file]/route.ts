import { parseCard } from '@/lib/seo/previewCards';
import { CARD_MAX_AGE_SECONDS, renderedCard } from '@/features/previewCards/server/renderedCards';

export const dynamic = 'force-dynamic';

/**
 * `/previewCard/{kind}/{file}.jpg`: a generated preview card (docs/decisions/0055). Only ids and
 * route names are read (lib/seo/previewCards.ts); anything else, or an account that does
 * not exist, is a 404.
 */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ kind: string; file: string }> },
): Promise<Response> {
  const { kind, file } = await params;
  const ref = parseCard(kind, file);
  let card: Buffer | null;
  try {
    card = ref ? await renderedCard(ref) : null;
  } catch {
    // The platform did not answer (the account's name): a card later, not an error page.
    return new Response('Unavailable', {
      status: 503,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '30', 'cache-control': 'no-store' },
    });
  }
  if (!card)
    return new Response('Not found', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=300' },
    });
  return new Response(new Uint8Array(card), {
    headers: {
      'content-type': 'image/jpeg',
      'content-length': String(card.byteLength),
      'cache-control': `public, max-age=${CARD_MAX_AGE_SECONDS}, stale-while-revalidate=86400`,
    },
  });
}
