// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  customerLoginSchema,
  type CustomerLoginConfig,
} from '../../../schemas/sections/customer-login';
import {
  EMAIL_MESSAGE,
  EMAIL_REQUIRED,
  PASSWORD_REQUIRED,
  RESET_LINK_SENT_MESSAGE,
} from '../../../shared/messages';
import { validateAgainst } from '../../../shared/validate';
import { RuntimeProvider, DEFAULT_RUNTIME_CONTEXT } from '../../context';
import { FLASH_STORAGE_KEY } from '../../ui/account';
import { LOGIN_DATA_STORAGE_KEY } from '../../ui/login-state';
import { GOOGLE_NOT_SET_UP } from '../../ui/GoogleButton';
import { stubFetch, stubLocation } from '../../ui/test-fetch';
import { CustomerLogin } from './CustomerLogin';
import { customerLogin } from './index';

const config = customerLogin.defaults as CustomerLoginConfig;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup(c: CustomerLoginConfig = config, mode: 'public' | 'builder' = 'public') {
  render(
    <RuntimeProvider value={{ ...DEFAULT_RUNTIME_CONTEXT, mode }}>
      <CustomerLogin id="cl" config={c} />
    </RuntimeProvider>,
  );
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const submit = () => fireEvent.click(screen.getByRole('button', { name: c.buttonText }));
  return { type, submit };
}

describe('customer-login', () => {
  it('has defaults that validate, and a sign-up link to /signup', () => {
    expect(validateAgainst(customerLoginSchema, customerLogin.defaults)).toBeNull();
    expect(customerLogin.interactive).toBe(true);
    expect(customerLogin.category).toBe('shop');
    setup();
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/signup',
    );
  });

  it('shows per-field errors and calls nothing when invalid', () => {
    const { calls } = stubFetch(() => ({ body: {} }));
    const { type, submit } = setup();
    submit();
    expect(screen.getByText(EMAIL_REQUIRED)).toBeTruthy();
    expect(screen.getByText(PASSWORD_REQUIRED)).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    type('Email', 'not an email');
    submit();
    expect(screen.getByText(EMAIL_MESSAGE)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('signs a customer in: stores token and login data, goes to /setting/overview', async () => {
    const { calls } = stubFetch(() => ({
      body: { data: { token: 'tok123', userType: 'CUSTOMER', firstName: 'Asha' } },
    }));
    const assign = stubLocation();
    const { type, submit } = setup();
    type('Email', '  asha@example.com ');
    type('Password', 'Secret1!');
    submit();
    expect((screen.getByLabelText('Email') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Password') as HTMLInputElement).disabled).toBe(true);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/setting/overview'));
    expect(calls[0]).toMatchObject({
      url: '/api/public/login',
      method: 'POST',
      body: { email: 'asha@example.com', password: 'Secret1!' },
    });
    expect(calls[0]?.headers['x-app-platform']).toBe('WEB');
    expect(localStorage.getItem('user-auth-token')).toBe('tok123');
    expect(JSON.parse(localStorage.getItem(LOGIN_DATA_STORAGE_KEY) ?? '{}')).toMatchObject({
      userType: 'CUSTOMER',
    });
  });

  it('sends a customer back to from, and others to /admin/dashboard or from', async () => {
    let userType = 'CUSTOMER';
    stubFetch(() => ({ body: { data: { token: 't', userType } } }));
    let assign = stubLocation({ search: '?from=%2Fp%2Fblue-shirt' });
    let form = setup();
    form.type('Email', 'a@b.co');
    form.type('Password', 'x');
    form.submit();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/p/blue-shirt'));
    cleanup();

    userType = 'ADMIN';
    assign = stubLocation();
    form = setup();
    form.type('Email', 'a@b.co');
    form.type('Password', 'x');
    form.submit();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/admin/dashboard'));
    cleanup();

    assign = stubLocation({ search: '?from=%2Fadmin%2Fpages' });
    form = setup();
    form.type('Email', 'a@b.co');
    form.type('Password', 'x');
    form.submit();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/admin/pages'));
    cleanup();

    // another host is never a target
    assign = stubLocation({ search: '?from=%2F%2Fevil.example' });
    form = setup();
    form.type('Email', 'a@b.co');
    form.type('Password', 'x');
    form.submit();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/admin/dashboard'));
  });

  it('shows the server error in red and re-enables the form', async () => {
    stubFetch(() => ({ status: 401, body: { msg: 'Invalid email or password' } }));
    const assign = stubLocation();
    const { type, submit } = setup();
    type('Email', 'a@b.co');
    type('Password', 'wrong');
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Invalid email or password');
    expect((screen.getByLabelText('Email') as HTMLInputElement).disabled).toBe(false);
    expect(assign).not.toHaveBeenCalled();
    expect(localStorage.getItem('user-auth-token')).toBeNull();
  });

  it('falls back to the general text, and refuses a success without a token', async () => {
    stubFetch(() => ({ status: 500 }));
    stubLocation();
    const form = setup();
    form.type('Email', 'a@b.co');
    form.type('Password', 'pw');
    form.submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Internal server error. Please try again later.',
    );
    cleanup();
    stubFetch(() => ({ body: { data: {} } }));
    const assign = stubLocation();
    const again = setup();
    again.type('Email', 'a@b.co');
    again.type('Password', 'pw');
    again.submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Sign-in failed. Please try again.',
    );
    expect(assign).not.toHaveBeenCalled();
  });

  it('offers no Google sign-in, nor its divider, when no client id is configured', () => {
    setup();
    expect(screen.queryByRole('button', { name: GOOGLE_NOT_SET_UP })).toBeNull();
    expect(screen.queryByRole('button', { name: /Google/ })).toBeNull();
    expect(screen.queryByText('Other sign-in options')).toBeNull();
  });

  it('with a client id, shows the divider and the configured Google button', () => {
    setup({ ...config, googleClientId: 'abc.apps.googleusercontent.com' });
    expect(screen.getByText('Other sign-in options')).toBeTruthy();
    const button = screen.getByRole('button', {
      name: 'Continue with Google',
    }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
  });

  it('shows a message left by the previous page as a toast', async () => {
    sessionStorage.setItem(FLASH_STORAGE_KEY, 'Your password has been reset.');
    setup();
    expect((await screen.findByRole('status')).textContent).toContain(
      'Your password has been reset.',
    );
    expect(sessionStorage.getItem(FLASH_STORAGE_KEY)).toBeNull();
  });

  it('does not call the server in builder mode', () => {
    const { calls } = stubFetch(() => ({ body: {} }));
    const { type, submit } = setup(config, 'builder');
    type('Email', 'a@b.co');
    type('Password', 'pw');
    act(() => submit());
    expect(calls).toHaveLength(0);
  });

  it('server-renders the same form it first renders in the browser', () => {
    const html = renderToString(<CustomerLogin id="cl" config={config} />);
    expect(html).toContain('type="email"');
    expect(html).toContain('Welcome back');
    expect(html).not.toContain(GOOGLE_NOT_SET_UP);
    expect(html).toContain('Forgot password?');
  });

  it('asks for the email on "Forgot password?", mails the reset link and says so', async () => {
    const { calls } = stubFetch(() => ({ body: { data: { msg: RESET_LINK_SENT_MESSAGE } } }));
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
    const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    send();
    expect(screen.getByText(EMAIL_REQUIRED)).toBeTruthy();
    expect(calls).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' a@b.co ' } });
    send();
    expect((await screen.findByRole('status')).textContent).toContain(RESET_LINK_SENT_MESSAGE);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe('GET');
    expect(calls[0]!.url).toContain('/api/public/customer/forgot-password?email=a%40b.co');
    fireEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByLabelText('Password')).toBeTruthy();
  });

  it('shows the server’s refusal of a reset request in the form', async () => {
    stubFetch(() => ({ status: 429, body: { msg: 'Too many attempts. Try again in 5 minutes.' } }));
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'a@b.co' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Too many attempts');
  });
});
