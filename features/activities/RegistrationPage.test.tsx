/**
 * A sign-up just sent says it succeeded (docs/decisions/0094): "报名成功" above the registration, and above
 * the platform's "see the progress in the app" too, where a reader was told only that before.
 * RegistrationPage is a server component: its element tree is read as it renders.
 */
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import type { Reader } from '@/lib/session/reader';
import { RegistrationPage } from './RegistrationPage';

jest.mock('next-intl/server', () => ({ getTranslations: async () => (key: string) => key }));

const member = { kind: 'member', member: {} } as Reader;

function* elements(node: ReactNode): Generator<ReactElement> {
  if (Array.isArray(node)) for (const child of node) yield* elements(child);
  else if (isValidElement(node)) {
    yield node;
    const props = node.props as { children?: ReactNode };
    yield* elements(props.children);
  }
}

async function saysRegistered(justRegistered: boolean): Promise<boolean> {
  const tree = await RegistrationPage({ reader: member, view: { kind: 'inApp' }, path: '/x', justRegistered });
  return [...elements(tree)].some(
    (el) =>
      (el.props as { role?: string }).role === 'status' &&
      (el.props as { children?: ReactNode }).children === 'registration.registered',
  );
}

describe('RegistrationPage', () => {
  it('says the sign-up succeeded when the form has just sent it, even where the progress is in the app only', async () => {
    expect(await saysRegistered(true)).toBe(true);
  });

  it('says nothing of it when the registration is opened later', async () => {
    expect(await saysRegistered(false)).toBe(false);
  });
});
