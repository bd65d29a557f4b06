import { describe, expect, it } from 'vitest';
import { SECTION_METAS } from '../../schemas/section-metas';
import { validateAgainst } from '../../shared/validate';
import { BUILT_IN_SECTION_TYPES, builtInPage } from './built-in-pages';

const metas = new Map(SECTION_METAS.map((m) => [m.type, m]));
const SHOP_SCREENS = [
  '/checkout',
  '/payment/success',
  '/payment/failure',
  '/setting/overview',
  '/setting/orders',
  '/setting/addresses',
];

describe('built-in pages', () => {
  it('gives every workspace checkout, the payment screens and the account pages', () => {
    const types = Object.fromEntries(
      SHOP_SCREENS.map((path) => [path, builtInPage(path, false)?.sections[0]?.type]),
    );
    expect(types).toEqual({
      '/checkout': 'checkout',
      '/payment/success': 'payment-status',
      '/payment/failure': 'payment-status',
      '/setting/overview': 'account-overview',
      '/setting/orders': 'account-orders',
      '/setting/addresses': 'account-addresses',
    });
    expect(builtInPage('/register', false)).toBeNull();
    expect(builtInPage('/register', true)?.sections[0]?.type).toBe('owner-register');
  });

  it('builds configs that pass their schemas', () => {
    const paths = ['/login', '/signup', '/reset-password', '/admin/login'].concat(SHOP_SCREENS);
    for (const path of paths) {
      const section = builtInPage(path, false)!.sections[0]!;
      expect(validateAgainst(metas.get(section.type)!.schema, section.config), path).toBeNull();
    }
    expect(BUILT_IN_SECTION_TYPES).toEqual(
      expect.arrayContaining(['checkout', 'account-orders', 'account-addresses', 'payment-status']),
    );
    expect(new Set(BUILT_IN_SECTION_TYPES).size).toBe(BUILT_IN_SECTION_TYPES.length);
  });

  it('shows no sample amount or transaction id on the payment screens', () => {
    const success = builtInPage('/payment/success', false)!.sections[0]!.config;
    const failure = builtInPage('/payment/failure', false)!.sections[0]!.config;
    expect(success).toMatchObject({ variant: 'success', showOrder: true });
    expect(failure).toMatchObject({
      variant: 'failure',
      buttonAction: { navigateTo: 'page', page: '/checkout' },
    });
    for (const config of [success, failure]) {
      expect(config).not.toHaveProperty('amount');
      expect(config).not.toHaveProperty('transactionId');
    }
  });
});
