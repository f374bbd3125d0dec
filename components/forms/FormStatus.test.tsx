/**
 * @jest-environment jsdom
 */
import { render, screen } from '@testing-library/react';
import { ClientCallError } from '@/lib/client/clientCallError';
import { BASE_PATH } from '@/lib/routing/basePath';
import { loginHref } from '@/lib/auth/returnPath';
import { FormStatus, formProblem } from './FormStatus.island';

describe('formProblem', () => {
  it('offers signing in only when the session was gone', () => {
    expect(formProblem(new ClientCallError('loginRequired', 'sign in', 401), 'Please log in first')).toEqual({
      text: 'Please log in first',
      signIn: true,
    });
    expect(formProblem(new ClientCallError('network', 'network error', 0), 'Network error')).toEqual({
      text: 'Network error',
      signIn: false,
    });
    expect(formProblem(new Error('boom'), 'Failed')).toEqual({ text: 'Failed', signIn: false });
  });
});

describe('FormStatus', () => {
  it('keeps an empty live region until there is something to say', () => {
    const { container } = render(<FormStatus problem={null} returnPath="/circleDetail/2.html" signInLabel="Sign in" />);
    expect(container.firstElementChild!.getAttribute('aria-live')).toBe('polite');
    expect(container.firstElementChild!.childElementCount).toBe(0);
  });

  it('says a problem as an alert, with the sign-in link back to the page when the session was gone', () => {
    render(
      <FormStatus
        problem={{ text: 'Please log in first', signIn: true }}
        returnPath="/circleDetail/2.html"
        signInLabel="Sign in"
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Please log in first Sign in');
    const link = screen.getByRole('link', { name: 'Sign in' });
    expect(link.getAttribute('href')).toBe(`${BASE_PATH}${loginHref('/circleDetail/2.html')}`);
  });

  it('has no link for other problems, and says what a send achieved as a status', () => {
    render(
      <FormStatus
        problem={{ text: 'Wait for the uploads', signIn: false }}
        notice="Question sent"
        returnPath="/topicDetail/1.html"
        signInLabel="Sign in to ask"
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Wait for the uploads');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Question sent');
  });
});
