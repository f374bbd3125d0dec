import { liteDetailResponse } from '@/features/articles/lite/liteResponse';

/** liteDetail: `/liteDetail/{columnId?}/{id}.html`, the article without JavaScript (docs/decisions/0017). */
export async function GET(request: Request, { params }: { params: Promise<{ params?: string[] }> }): Promise<Response> {
  return liteDetailResponse(request, (await params).params);
}
