// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  customerSignupSchema,
  type CustomerSignupConfig,
} from '../../../schemas/sections/customer-signup';
import {
  BIRTH_DATE_REQUIRED,
  CONFIRM_PASSWORD_REQUIRED,
  CUSTOMER_PASSWORD_MESSAGE,
  EMAIL_ALREADY_REGISTERED,
  EMAIL_MESSAGE,
  EMAIL_REQUIRED,
  FIRST_NAME_REQUIRED,
  GENDER_REQUIRED,
  LAST_NAME_REQUIRED,
  MOBILE_NUMBER_MESSAGE,
  MOBILE_NUMBER_REQUIRED,
  PASSWORD_REQUIRED,
  PASSWORDS_DO_NOT_MATCH,
} from '../../../shared/messages';
import { validateAgainst } from '../../../shared/validate';
import { GOOGLE_NOT_SET_UP } from '../../ui/GoogleButton';
import { stubFetch, stubLocation } from '../../ui/test-fetch';
import { CustomerSignup } from './CustomerSignup';
import { customerSignup } from './index';

const config = customerSignup.defaults as CustomerSignupConfig;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup() {
  render(<CustomerSignup id="cs" config={config} />);
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
  const fillValid = () => {
    type('First Name', ' Asha ');
    type('Last Name', 'Rao');
    type('Email', ' asha@example.com ');
    type('Mobile Number', '9876543210');
    type('Birth Date', '1995-04-12');
    fireEvent.click(screen.getByLabelText('Female'));
    type('Password', 'Secret1!');
    type('Confirm Password', 'Secret1!');
  };
  return { type, submit, fillValid };
}

describe('customer-signup', () => {
  it('has defaults that validate and the fields of SPEC §2', () => {
    expect(validateAgainst(customerSignupSchema, customerSignup.defaults)).toBeNull();
    expect(customerSignup.category).toBe('shop');
    setup();
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
    expect(screen.getByLabelText('Mobile Number').getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByLabelText('Birth Date').getAttribute('type')).toBe('date');
    for (const g of ['Male', 'Female', 'Other']) {
      expect(screen.getByLabelText(g).getAttribute('type')).toBe('radio');
    }
    expect((screen.getByLabelText('Other') as HTMLInputElement).value).toBe('OTHER');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: GOOGLE_NOT_SET_UP })).toBeNull();
  });

  it('shows every required message at submit and sends nothing', () => {
    const { calls } = stubFetch(() => ({ body: {} }));
    const { submit } = setup();
    submit();
    for (const m of [
      FIRST_NAME_REQUIRED,
      LAST_NAME_REQUIRED,
      EMAIL_REQUIRED,
      PASSWORD_REQUIRED,
      CONFIRM_PASSWORD_REQUIRED,
      MOBILE_NUMBER_REQUIRED,
      BIRTH_DATE_REQUIRED,
      GENDER_REQUIRED,
    ]) {
      expect(screen.getByText(m)).toBeTruthy();
    }
    expect(calls).toHaveLength(0);
  });

  it('treats blank values as empty (trimmed)', () => {
    const { type, submit } = setup();
    type('First Name', '   ');
    submit();
    expect(screen.getByText(FIRST_NAME_REQUIRED)).toBeTruthy();
  });

  it('shows the format and mismatch messages', () => {
    const { type, submit, fillValid } = setup();
    fillValid();
    type('Email', 'asha@example');
    type('Mobile Number', '1234567890');
    type('Password', 'weakpass');
    type('Confirm Password', 'different');
    submit();
    expect(screen.getByText(EMAIL_MESSAGE)).toBeTruthy();
    expect(screen.getByText(MOBILE_NUMBER_MESSAGE)).toBeTruthy();
    expect(screen.getByText(CUSTOMER_PASSWORD_MESSAGE)).toBeTruthy();
    expect(screen.getByText(PASSWORDS_DO_NOT_MATCH)).toBeTruthy();
  });

  it('keeps only digits in the mobile field', () => {
    const { type } = setup();
    type('Mobile Number', '98a76-54');
    expect((screen.getByLabelText('Mobile Number') as HTMLInputElement).value).toBe('987654');
  });

  it('posts the payload to customer/create and goes to /login', async () => {
    const { calls } = stubFetch(() => ({ body: { data: { _id: 'c1' } } }));
    const assign = stubLocation();
    const { submit, fillValid } = setup();
    fillValid();
    submit();
    expect((screen.getByLabelText('Email') as HTMLInputElement).disabled).toBe(true);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/login'));
    expect(calls[0]?.url).toBe('/api/io/crm/customer/create');
    expect(calls[0]?.body).toEqual({
      birthDate: '1995-04-12T00:00:00.000Z',
      callingCode: '+91',
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha@example.com',
      password: 'Secret1!',
      gender: 'FEMALE',
      mobileNumber: '9876543210',
      userName: 'asha@example.com',
      userType: 'CUSTOMER',
    });
  });

  it("turns 'Email is not unique' into 'Email is already registered.' on the field", async () => {
    stubFetch(() => ({ status: 400, body: { msg: 'Email is not unique' } }));
    const assign = stubLocation();
    const { submit, fillValid } = setup();
    fillValid();
    submit();
    expect(await screen.findByText(EMAIL_ALREADY_REGISTERED)).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows other failures above the form', async () => {
    stubFetch(() => ({ status: 400, body: { errors: [{ defaultMessage: 'Mobile taken' }] } }));
    stubLocation();
    const { submit, fillValid } = setup();
    fillValid();
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Mobile taken');
    expect((screen.getByLabelText('Email') as HTMLInputElement).disabled).toBe(false);
  });

  it('server-renders', () => {
    const html = renderToString(<CustomerSignup id="cs" config={config} />);
    expect(html).toContain('Create your account');
    expect(html).toContain('value="MALE"');
  });
});
