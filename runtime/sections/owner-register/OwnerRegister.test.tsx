// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ownerRegisterSchema,
  type OwnerRegisterConfig,
} from '../../../schemas/sections/owner-register';
import {
  ORGANISATION_NAME_MESSAGE,
  OTP_MESSAGE,
  OWNER_FIRST_NAME_MESSAGE,
  OWNER_LAST_NAME_MESSAGE,
  OWNER_PASSWORD_MESSAGE,
  OWNER_PASSWORD_MISMATCH_MESSAGE,
  OWNER_SIGNUP_EMAIL_MESSAGE,
} from '../../../shared/messages';
import { validateAgainst } from '../../../shared/validate';
import { firstLoginUrl } from '../../ui/account';
import { stubFetch, stubLocation, type FakeReply } from '../../ui/test-fetch';
import { ownerRegister } from './index';
import { OwnerRegister } from './OwnerRegister';

const config = ownerRegister.defaults as OwnerRegisterConfig;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SIGNUP_OK: FakeReply = {
  body: { data: { meta: { domain: 'acme-studio.localhost' }, loginToken: 'one use' } },
};

function setup(
  reply: (url: string) => FakeReply = (url) =>
    url.includes('send-otp') ? { body: { data: {} } } : SIGNUP_OK,
) {
  const net = stubFetch(reply);
  render(<OwnerRegister id="or" config={config} />);
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const step = () => document.querySelector('form')?.getAttribute('data-step');
  const next = () => fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  const details = () => {
    type('First name', 'Meera');
    type('Last name', 'Iyer');
    type('Work email', 'meera@acme.io');
    type('Organisation name', 'Acme Studio');
    next();
  };
  const passwords = async () => {
    type('Password', 'Secret1!');
    type('Confirm password', 'Secret1!');
    next();
    await waitFor(() => expect(step()).toBe('2'));
  };
  return { ...net, type, step, next, details, passwords };
}

describe('owner-register', () => {
  it('has defaults that validate', () => {
    expect(validateAgainst(ownerRegisterSchema, ownerRegister.defaults)).toBeNull();
    expect(ownerRegister.category).toBe('site-builder');
    expect(ownerRegister.interactive).toBe(true);
  });

  it('step 0 shows the owner messages verbatim and stays', () => {
    const { type, next, step } = setup();
    type('First name', 'Al');
    type('Last name', 'B4ker');
    type('Work email', 'meera@acme');
    type('Organisation name', 'Acme & Co');
    next();
    expect(screen.getByText(OWNER_FIRST_NAME_MESSAGE)).toBeTruthy();
    expect(screen.getByText(OWNER_LAST_NAME_MESSAGE)).toBeTruthy();
    expect(screen.getByText(OWNER_SIGNUP_EMAIL_MESSAGE)).toBeTruthy();
    expect(screen.getByText(ORGANISATION_NAME_MESSAGE)).toBeTruthy();
    expect(step()).toBe('0');
  });

  it('goes 0 → 1 on valid details, 1 → 2 on a valid password (mailing the code)', async () => {
    const { details, passwords, step, calls } = setup();
    details();
    expect(step()).toBe('1');
    expect(calls).toHaveLength(0);
    await passwords();
    expect(calls[0]).toMatchObject({
      method: 'GET',
      url: '/api/public/customer/signup/send-otp?email=meera%40acme.io',
    });
    expect((screen.getByLabelText('Email') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('meera@acme.io');
    expect(screen.getByLabelText('Digit 1 of 6')).toBeTruthy();
  });

  it('step 1 shows the password rule and the mismatch message verbatim', () => {
    const { details, type, next, step } = setup();
    details();
    type('Password', 'secret');
    next();
    expect(screen.getByText(OWNER_PASSWORD_MESSAGE)).toBeTruthy();
    type('Password', 'Secret1!');
    type('Confirm password', 'Secret1?');
    next();
    // The spec's text ends with a space; match the node's text exactly.
    expect(
      screen.getByText((_, el) => el?.textContent === OWNER_PASSWORD_MISMATCH_MESSAGE),
    ).toBeTruthy();
    expect(step()).toBe('1');
  });

  it('Back returns from step 1 to step 0 with the values kept', () => {
    const { details, step } = setup();
    details();
    fireEvent.click(screen.getByRole('button', { name: 'Back to your details' }));
    expect(step()).toBe('0');
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Meera');
  });

  it('Edit on the code step returns to step 0', async () => {
    const { details, passwords, step } = setup();
    details();
    await passwords();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(step()).toBe('0');
    expect((screen.getByLabelText('Work email') as HTMLInputElement).value).toBe('meera@acme.io');
  });

  it('a failed code mail stays on step 1 with the reason', async () => {
    const { details, type, next, step } = setup(() => ({
      status: 429,
      body: { msg: 'Too many codes requested. Try again later.' },
    }));
    details();
    type('Password', 'Secret1!');
    type('Confirm password', 'Secret1!');
    next();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many codes requested. Try again later.',
    );
    expect(step()).toBe('1');
  });

  it("refuses a short code with 'Please enter valid otp'", async () => {
    const { details, passwords, calls } = setup();
    details();
    await passwords();
    fireEvent.change(screen.getByLabelText('Digit 1 of 6'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create workspace' }));
    expect(screen.getByText(OTP_MESSAGE)).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it('auto-submits a pasted code, posts category generic and goes to the new workspace', async () => {
    const assign = stubLocation({ protocol: 'http:', port: '3000' });
    const { details, passwords, calls } = setup();
    details();
    await passwords();
    fireEvent.paste(screen.getByLabelText('Digit 1 of 6'), {
      clipboardData: { getData: () => '482913' },
    });
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(
        'http://acme-studio.localhost:3000/admin/first/login?token=one%20use',
      ),
    );
    expect(calls[1]).toMatchObject({
      method: 'POST',
      url: '/api/public/customer/signup',
      body: {
        email: 'meera@acme.io',
        firstName: 'Meera',
        lastName: 'Iyer',
        password: 'Secret1!',
        websiteName: 'Acme Studio',
        category: 'generic',
        otp: '482913',
      },
    });
  });

  it('shows data.msg, the error text, or "Your request is not processed" on failure', async () => {
    let reply: FakeReply = { body: { data: { msg: 'Workspace name is taken' } } };
    const { details, passwords } = setup((url) =>
      url.includes('send-otp') ? { body: {} } : reply,
    );
    stubLocation();
    details();
    await passwords();
    const paste = () =>
      fireEvent.paste(screen.getByLabelText('Digit 1 of 6'), {
        clipboardData: { getData: () => '111111' },
      });
    paste();
    expect((await screen.findByRole('alert')).textContent).toBe('Workspace name is taken');
    reply = { status: 400, body: { errors: [{ defaultMessage: 'Invalid or expired code' }] } };
    fireEvent.click(screen.getByRole('button', { name: 'Create workspace' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Invalid or expired code'),
    );
    reply = { status: 500 };
    fireEvent.click(screen.getByRole('button', { name: 'Create workspace' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Your request is not processed'),
    );
  });

  it('builds the first-login address with or without a port', () => {
    expect(firstLoginUrl({ protocol: 'https:', port: '' }, 'acme.example.com', 't')).toBe(
      'https://acme.example.com/admin/first/login?token=t',
    );
    expect(firstLoginUrl({ protocol: 'http:', port: '3000' }, 'acme.localhost', 't')).toBe(
      'http://acme.localhost:3000/admin/first/login?token=t',
    );
    // a domain that already carries its port is not given a second one
    expect(firstLoginUrl({ protocol: 'http:', port: '3000' }, 'acme.localhost:3000', 't')).toBe(
      'http://acme.localhost:3000/admin/first/login?token=t',
    );
  });

  it('server-renders step 0', () => {
    const html = renderToString(<OwnerRegister id="or" config={config} />);
    expect(html).toContain('data-step="0"');
    expect(html).toContain('Organisation name');
  });
});
