import { platformCall } from '@/lib/platform/call';
import { reportCall } from '../calls';
import { sendReport } from './reports';

jest.mock('@/lib/platform/call', () => ({ platformCall: jest.fn() }));
const call = jest.mocked(platformCall);

const input = { kind: 'comment' as const, id: 42, reason: 2, content: '', device: 'dev-1' };
const member = { token: 'member-token', device: 'dev-1' };

beforeEach(() => call.mockReset());

describe('sendReport', () => {
  it("sends the report call with the member's token and device", async () => {
    call.mockResolvedValue({ id: 5, created: 1, again: false });
    await sendReport(input, member);
    expect(call).toHaveBeenCalledWith(reportCall, input, { memberToken: 'member-token', device: 'dev-1' });
  });

  it('answers the report’s id and whether it was made before', async () => {
    call.mockResolvedValue({ id: 5, created: 1, again: true });
    expect(await sendReport(input, member)).toEqual({ id: 5, again: true });
    call.mockResolvedValue({ id: 6, created: 1, again: false });
    expect(await sendReport(input, member)).toEqual({ id: 6, again: false });
  });

  it("reads expose's bare write as taken and new, with id 0", async () => {
    call.mockResolvedValue({ value: 'true' });
    expect(await sendReport(input, member)).toEqual({ id: 0, again: false });
  });

  it("passes the platform's refusal on", async () => {
    const refusal = new Error('refused');
    call.mockRejectedValue(refusal);
    await expect(sendReport(input, member)).rejects.toBe(refusal);
  });
});
