// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ownerSigninSchema, type OwnerSigninConfig } from '../../../schemas/sections/owner-signin';
import { EMAIL_MESSAGE, OTP_MESSAGE, PASSWORD_REQUIRED } from '../../../shared/messages';
import { validateAgainst } from '../../../shared/validate';
import { stubFetch, stubLocation, type FakeReply } from '../../ui/test-fetch';
import { ownerSignin } from './index';
import { OwnerSignin } from './OwnerSignin';

const config = ownerSignin.defaults as OwnerSigninConfig;

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup(
  reply: (url: string) => FakeReply = () => ({
    body: { data: { token: 'ot', userType: 'OWNER' } },
  }),
) {
  const net = stubFetch(reply);
  render(<OwnerSignin id="os" config={config} />);
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const view = () => document.querySelector('form')?.getAttribute('data-view');
  const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
  return { ...net, type, view, click };
}

describe('owner-signin', () => {
  it('has defaults that validate and a registration link', () => {
    expect(validateAgainst(ownerSigninSchema, ownerSignin.defaults)).toBeNull();
    expect(ownerSignin.category).toBe('site-builder');
    setup();
    expect(screen.getByRole('link', { name: 'Create a workspace' }).getAttribute('href')).toBe(
      '/register',
    );
  });

  it('switches between the four views with its links', async () => {
    const { view, click, type } = setup(() => ({ body: {} }));
    expect(view()).toBe('0');
    click('Forgot password?');
    expect(view()).toBe('2');
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    click('Back to sign in');
    expect(view()).toBe('0');
    click('Sign in with a one-time code instead');
    expect(view()).toBe('1');
    click('Sign in with your password instead');
    expect(view()).toBe('0');
    click('Sign in with a one-time code instead');
    type('Email', 'owner@acme.io');
    click('Send code');
    await waitFor(() => expect(view()).toBe('3'));
    expect((screen.getByLabelText('Email') as HTMLInputElement).readOnly).toBe(true);
    click('Edit');
    expect(view()).toBe('1');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('owner@acme.io');
  });

  it('validates the email with the owner rule and requires a password', () => {
    const { type, click, calls } = setup();
    type('Email', 'owner@acme.technology');
    click('Sign in');
    expect(screen.getByText(EMAIL_MESSAGE)).toBeTruthy();
    expect(screen.getByText(PASSWORD_REQUIRED)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('signs in by password and goes to /admin/dashboard, or to from', async () => {
    let assign = stubLocation();
    let form = setup();
    form.type('Email', 'owner@acme.io');
    form.type('Password', 'Secret1!');
    form.click('Sign in');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/admin/dashboard'));
    expect(form.calls[0]).toMatchObject({
      url: '/api/public/login',
      body: { email: 'owner@acme.io', password: 'Secret1!' },
    });
    expect(localStorage.getItem('user-auth-token')).toBe('ot');
    cleanup();
    assign = stubLocation({ search: '?from=/admin/pages' });
    form = setup();
    form.type('Email', 'owner@acme.io');
    form.type('Password', 'Secret1!');
    form.click('Sign in');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/admin/pages'));
  });

  it('shows a sign-in failure in red', async () => {
    stubLocation();
    const { type, click } = setup(() => ({ status: 401, body: { msg: 'Invalid credentials' } }));
    type('Email', 'owner@acme.io');
    type('Password', 'nope');
    click('Sign in');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid credentials');
  });

  it('signs in with a one-time code: send-otp, then verify-otp on auto-submit', async () => {
    const assign = stubLocation();
    const { type, click, calls } = setup((url) =>
      url.endsWith('send-otp')
        ? { body: {} }
        : { body: { data: { token: 'ct', userType: 'OWNER' } } },
    );
    click('Sign in with a one-time code instead');
    type('Email', 'owner@acme.io');
    click('Send code');
    await screen.findByLabelText('Digit 1 of 6');
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/public/login/send-otp',
      body: { email: 'owner@acme.io' },
    });
    click('Verify and sign in');
    expect(screen.getByText(OTP_MESSAGE)).toBeTruthy();
    fireEvent.paste(screen.getByLabelText('Digit 1 of 6'), {
      clipboardData: { getData: () => '246810' },
    });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/admin/dashboard'));
    expect(calls[1]).toMatchObject({
      method: 'POST',
      url: '/api/public/login/verify-otp',
      body: { email: 'owner@acme.io', otp: '246810' },
    });
    expect(localStorage.getItem('user-auth-token')).toBe('ct');
  });

  it('a wrong code shows the server reason and stays on the code view', async () => {
    stubLocation();
    const { type, click, view } = setup((url) =>
      url.endsWith('send-otp')
        ? { body: {} }
        : { status: 400, body: { msg: 'Invalid or expired code' } },
    );
    click('Sign in with a one-time code instead');
    type('Email', 'owner@acme.io');
    click('Send code');
    await screen.findByLabelText('Digit 1 of 6');
    fireEvent.paste(screen.getByLabelText('Digit 1 of 6'), {
      clipboardData: { getData: () => '000000' },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid or expired code');
    expect(view()).toBe('3');
  });

  it('forgot password: toast with the configured success message', async () => {
    const { type, click, calls } = setup(() => ({ body: {} }));
    click('Forgot password?');
    type('Email', 'owner@acme.io');
    click('Send reset link');
    expect((await screen.findByRole('status')).textContent).toContain(config.successMessage);
    expect(calls[0]).toMatchObject({
      method: 'GET',
      url: '/api/public/customer/forgot-password?email=owner%40acme.io',
    });
  });

  it('forgot password: toast with the server error, else the configured error message', async () => {
    let reply: FakeReply = { status: 429, body: { msg: 'Too many requests' } };
    const { type, click } = setup(() => reply);
    click('Forgot password?');
    type('Email', 'owner@acme.io');
    click('Send reset link');
    expect((await screen.findByRole('alert')).textContent).toContain('Too many requests');
    reply = { status: 500 };
    click('Send reset link');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(config.errorMessage),
    );
  });

  it('server-renders the password view', () => {
    const html = renderToString(<OwnerSignin id="os" config={config} />);
    expect(html).toContain('data-view="0"');
    expect(html).toContain('Forgot password?');
  });
});
