// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { hasStoredCustomerLogin, LOGIN_DATA_STORAGE_KEY } from './login-state';

describe('hasStoredCustomerLogin', () => {
  afterEach(() => localStorage.clear());

  it('is a customer login only for a customer (or login data without a type)', () => {
    expect(hasStoredCustomerLogin()).toBe(false);
    const store = (v: unknown) => localStorage.setItem(LOGIN_DATA_STORAGE_KEY, JSON.stringify(v));
    store({ token: 't', userType: 'CUSTOMER' });
    expect(hasStoredCustomerLogin()).toBe(true);
    store({ token: 't' });
    expect(hasStoredCustomerLogin()).toBe(true);
    // An owner browsing their own shop has no bag or wishlist to load.
    store({ token: 't', userType: 'OWNER' });
    expect(hasStoredCustomerLogin()).toBe(false);
    store({ token: 't', userType: 'STAFF' });
    expect(hasStoredCustomerLogin()).toBe(false);
  });
});
