import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api-client';
import { failureText, loginTarget, readLoginData } from './account';
import { safeFrom } from './login-state';

describe('account helpers', () => {
  it('accepts only same-site paths as from', () => {
    expect(safeFrom('/p/shirt?x=1')).toBe('/p/shirt?x=1');
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'x',
      '',
      null,
    ]) {
      expect(safeFrom(bad)).toBeNull();
    }
  });

  it('routes customers and others after login', () => {
    expect(loginTarget('CUSTOMER', null)).toBe('/setting/overview');
    expect(loginTarget('ADMIN', null)).toBe('/admin/dashboard');
    expect(loginTarget(undefined, null)).toBe('/admin/dashboard');
    expect(loginTarget('CUSTOMER', '/cart')).toBe('/cart');
    expect(loginTarget('ADMIN', '/admin/pages')).toBe('/admin/pages');
  });

  it('reads the login data only when it has a token', () => {
    expect(readLoginData({ data: { token: 't', userType: 'CUSTOMER' } })).toEqual({
      token: 't',
      userType: 'CUSTOMER',
    });
    expect(readLoginData({ token: 't' })).toEqual({ token: 't' });
    expect(readLoginData({ data: {} })).toBeNull();
    expect(readLoginData(null)).toBeNull();
  });

  it('uses the fallback only when nothing better than the general text is known', () => {
    expect(failureText(new ApiError(400, { msg: 'No' }, '/x'), 'F')).toBe('No');
    expect(failureText(new ApiError(500, null, '/x'), 'F')).toBe('F');
  });
});
