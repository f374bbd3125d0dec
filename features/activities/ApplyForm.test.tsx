/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import { callHandler } from '@/lib/client/http';
import { ApplyForm } from './ApplyForm.island';
import type { FormField } from '@/features/activities/activity.types';

jest.mock('@/lib/client/http', () => ({ callHandler: jest.fn() }));
const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));
const asked = jest.mocked(callHandler);

const fields: FormField[] = [{ key: 'name', label: 'Name', kind: 'text', required: true, unique: false, options: [] }];

function fillAndSend() {
  render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Shanghai">
      <ApplyForm activityId={3001} fields={fields} />
    </NextIntlClientProvider>,
  );
  fireEvent.change(screen.getByRole('textbox', { name: /Name/ }), { target: { value: 'Dorje' } });
  return act(async () => screen.getByRole('button', { name: en.activity.apply.submit }).click());
}

beforeEach(() => {
  asked.mockReset();
  push.mockReset();
});

describe('ApplyForm after sending', () => {
  it('opens the registration the platform names', async () => {
    asked.mockResolvedValue({ entryId: 42, registCode: 'R42' });
    await fillAndSend();
    expect(push).toHaveBeenCalledWith(expect.stringMatching(/entryID=42|\/42/));
  });

  // A g1/g2 platform's saveActivity queues the sign-up and names no entry: no registration page to open.
  it('says the sign-up was sent, and where to follow it, when the platform names no entry', async () => {
    asked.mockResolvedValue({ entryId: 0, registCode: '' });
    await fillAndSend();
    expect(push).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent(en.activity.apply.submitted);
    expect(screen.getByRole('link', { name: en.activity.signups.title })).toHaveAttribute(
      'href',
      expect.stringContaining('signupdetail'),
    );
  });
});
