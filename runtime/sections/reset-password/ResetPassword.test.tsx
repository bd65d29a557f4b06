// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  resetPasswordSchema,
  type ResetPasswordConfig,
} from '../../../schemas/sections/reset-password';
import { RESET_PASSWORD_MESSAGE, RESET_PASSWORD_MISMATCH_MESSAGE } from '../../../shared/messages';
import { validateAgainst } from '../../../shared/validate';
import { DEFAULT_RUNTIME_CONTEXT, RuntimeProvider } from '../../context';
import { FLASH_STORAGE_KEY } from '../../ui/account';
import { stubFetch, stubLocation, type FakeReply } from '../../ui/test-fetch';
import { resetPassword } from './index';
import { ResetPassword } from './ResetPassword';

const config = resetPassword.defaults as ResetPasswordConfig;
const LINK = '?requestId=req-1&email=owner%40acme.io';

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup(
  search: string,
  reply: FakeReply = { body: {} },
  mode: 'public' | 'builder' = 'public',
) {
  const assign = stubLocation({ search });
  const net = stubFetch(() => reply);
  render(
    <RuntimeProvider value={{ ...DEFAULT_RUNTIME_CONTEXT, mode }}>
      <ResetPassword id="rp" config={config} />
    </RuntimeProvider>,
  );
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
  return { ...net, assign, type, submit };
}

describe('reset-password', () => {
  it('has defaults that validate', () => {
    expect(validateAgainst(resetPasswordSchema, resetPassword.defaults)).toBeNull();
    expect(resetPassword.category).toBe('site-builder');
  });

  it('shows the not-found content when requestId or email is missing', async () => {
    for (const search of ['', '?requestId=r', '?email=a%40b.co']) {
      setup(search);
      expect(await screen.findByText('404')).toBeTruthy();
      expect(screen.queryByLabelText('New password')).toBeNull();
      cleanup();
    }
  });

  it('keeps the form in builder mode even without the link parameters', async () => {
    setup('', { body: {} }, 'builder');
    await waitFor(() => expect(screen.getByLabelText('New password')).toBeTruthy());
    expect(screen.queryByText('404')).toBeNull();
  });

  it('applies the reset rule with the corrected message, then the mismatch message', async () => {
    const { type, submit, calls } = setup(LINK);
    await screen.findByText('owner@acme.io');
    type('New password', 'Abcdefg1');
    submit();
    expect(screen.getByText(RESET_PASSWORD_MESSAGE)).toBeTruthy();
    expect(RESET_PASSWORD_MESSAGE).toContain('at least 8 characters');
    type('New password', 'Abcdef1#');
    type('Confirm new password', 'Abcdef1$');
    submit();
    expect(screen.getByText(RESET_PASSWORD_MISMATCH_MESSAGE)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('posts requestId, email and password, then goes to /login with the success text', async () => {
    const { type, submit, calls, assign } = setup(LINK);
    await screen.findByText('owner@acme.io');
    type('New password', 'Abcdef1#');
    type('Confirm new password', 'Abcdef1#');
    submit();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/login'));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/public/customer/forgot-password/verify',
      body: { requestId: 'req-1', email: 'owner@acme.io', password: 'Abcdef1#' },
    });
    expect(sessionStorage.getItem(FLASH_STORAGE_KEY)).toBe(config.successMessage);
  });

  it('shows the server error, else the configured error, in a toast', async () => {
    const { type, submit, assign } = setup(LINK, {
      status: 400,
      body: { msg: 'This reset link has expired.' },
    });
    await screen.findByText('owner@acme.io');
    type('New password', 'Abcdef1#');
    type('Confirm new password', 'Abcdef1#');
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This reset link has expired.',
    );
    expect(assign).not.toHaveBeenCalled();
    cleanup();
    const again = setup(LINK, { status: 500 });
    await screen.findByText('owner@acme.io');
    again.type('New password', 'Abcdef1#');
    again.type('Confirm new password', 'Abcdef1#');
    again.submit();
    expect((await screen.findByRole('alert')).textContent).toContain(config.errorMessage);
  });

  it('server-renders the form (the link is read only in the browser)', () => {
    const html = renderToString(<ResetPassword id="rp" config={config} />);
    expect(html).toContain('New password');
    expect(html).not.toContain('404');
  });
});
