import { liveCalendarResponse } from '@/features/live/server/calendarFile';

export const dynamic = 'force-dynamic';

/** A live's calendar file, `/liveCalendar/{id}.ics` (docs/decisions/0062). */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  return liveCalendarResponse((await params).file);
}
