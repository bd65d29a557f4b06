// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  accountOverviewSchema,
  type AccountOverviewConfig,
} from '../../../schemas/sections/account-overview';
import {
  CONFIRM_PASSWORD_REQUIRED,
  CURRENT_PASSWORD_REQUIRED,
  CUSTOMER_PASSWORD_MESSAGE,
  FIRST_NAME_REQUIRED,
  MOBILE_NUMBER_MESSAGE,
  PASSWORDS_DO_NOT_MATCH,
} from '../../../shared/messages';
import { IMAGE_TOO_BIG_MESSAGE, MAX_UPLOAD_BYTES } from '../../../shared/uploads';
import { validateAgainst } from '../../../shared/validate';
import { RuntimeProvider, DEFAULT_RUNTIME_CONTEXT } from '../../context';
import { wishlistStore } from '../../commerce/wishlist-store';
import { LOGIN_DATA_STORAGE_KEY } from '../../ui/login-state';
import { stubLocation } from '../../ui/test-fetch';
import { AccountOverview, LOADING_TEXT } from './AccountOverview';
import { accountOverview } from './index';
import { PICTURE_REMOVED_MESSAGE, PICTURE_UPDATED_MESSAGE } from './PictureCard';

const config = accountOverview.defaults as AccountOverviewConfig;
const PATH = '/setting/overview';

const PROFILE = {
  id: 'u1',
  email: 'asha@example.com',
  firstName: 'Asha',
  lastName: 'Verma',
  userType: 'CUSTOMER',
  mobileNumber: '9876543210',
  profilePicture: null as string | null,
};

type Call = { url: string; method: string; headers: Record<string, string>; body: unknown };
type Reply = { status?: number; body?: unknown };
let wishlistCalls: Call[] = [];

const WISHLIST_ALL_URL = '/api/io/crm/cuser/wishlist/all';
const WISH_ITEM = {
  _id: 'p1',
  name: 'Linen shirt',
  price: 129900,
  mrp: 159900,
  path: 'linen-shirt',
  brand: 'Loom',
  basicDetails: {
    media: [{ url: '/demo/shirt.svg', alt: 'Linen shirt', width: 600, height: 750 }],
  },
  $card_data: { category: [{ title: 'Shirts', path: 'shirts' }] },
  productVariantId: 'v1',
  inStock: true,
  reviewCount: 0,
  rating: 0,
};

/**
 * A fake fetch that records every call, JSON and multipart alike, and answers by route. The
 * wishlist panel's own read (an empty wishlist unless `wishlist` is given) is answered but not
 * recorded: the account's tests count the account's calls.
 */
function stubApi(route: (call: Call) => Reply | undefined, wishlist: unknown[] = []) {
  const calls: Call[] = [];
  const wishCalls: Call[] = [];
  wishlistCalls = wishCalls;
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async (
        url: string,
        init: { method: string; headers: Record<string, string>; body?: unknown },
      ) => {
        const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
        const call = { url, method: init.method, headers: init.headers, body };
        const wish = url === WISHLIST_ALL_URL || /\/wishlist\/|\/cart_items\//.test(url);
        (wish ? wishCalls : calls).push(call);
        const r = (url === WISHLIST_ALL_URL
          ? { body: { data: wishlist, total: wishlist.length } }
          : route(call)) ?? { status: 404, body: { msg: `no route for ${url}` } };
        const status = r.status ?? 200;
        return {
          ok: status >= 200 && status < 300,
          status,
          text: async () => (r.body === undefined ? '' : JSON.stringify(r.body)),
        };
      },
    ),
  );
  return calls;
}

/** The usual server: the profile, saves that echo it, uploads, the password change, logout. */
function server(profile = { ...PROFILE }) {
  return stubApi((c) => {
    if (c.url === '/api/io/crm/profile/details' && c.method === 'GET')
      return { body: { data: profile } };
    if (c.url === '/api/io/crm/profile/details') {
      const patch = c.body as Record<string, string>;
      if (patch.profilePicture !== undefined) profile.profilePicture = patch.profilePicture || null;
      for (const k of ['firstName', 'lastName', 'mobileNumber'] as const)
        if (patch[k] !== undefined) profile[k] = patch[k];
      return { body: { data: { msg: 'Your details have been saved.', ...profile } } };
    }
    if (c.url === '/api/io/crm/uploadFile') {
      const url = '/uploads/abc-320.webp';
      return {
        body: {
          data: {
            id: 'abc',
            url,
            width: 320,
            height: 320,
            name: 'me.png',
            variants: [{ width: 320, url }],
          },
        },
      };
    }
    if (c.url === '/api/customer/update-password')
      return { body: { data: { msg: 'Your password has been changed.' } } };
    if (c.url === '/api/io/crm/logout') return { body: { data: { msg: 'Signed out.' } } };
    return undefined;
  });
}

function signIn(userType = 'CUSTOMER') {
  localStorage.setItem('user-auth-token', 'tok');
  localStorage.setItem(
    LOGIN_DATA_STORAGE_KEY,
    JSON.stringify({ token: 'tok', userType, firstName: 'Asha', lastName: 'Verma' }),
  );
}

function setup(mode: 'public' | 'builder' = 'public', c: AccountOverviewConfig = config) {
  return render(
    <RuntimeProvider value={{ ...DEFAULT_RUNTIME_CONTEXT, mode, path: PATH }}>
      <AccountOverview id="ao" config={c} />
    </RuntimeProvider>,
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const toast = () => screen.findByTestId('sw-toast');

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  wishlistStore.reset();
});

describe('account-overview', () => {
  it('has defaults that validate and is an interactive shop section', () => {
    expect(validateAgainst(accountOverviewSchema, accountOverview.defaults)).toBeNull();
    expect(validateAgainst(accountOverviewSchema, { ...config, heading: '' })).not.toBeNull();
    expect(accountOverview.interactive).toBe(true);
    expect(accountOverview.category).toBe('shop');
  });

  it('server-renders the heading and the loading state', () => {
    const html = renderToString(<AccountOverview id="ao" config={config} />);
    expect(html).toContain('Your account');
    expect(html).toContain(LOADING_TEXT);
    expect(html).toContain('aria-busy="true"');
  });

  it('sends a visitor without login data to /login?from=%2Fsetting%2Foverview', () => {
    const calls = server();
    const assign = stubLocation();
    setup();
    expect(assign).toHaveBeenCalledWith('/login?from=%2Fsetting%2Foverview');
    expect(calls).toHaveLength(0);
  });

  it('loads the profile with the stored token and shows it', async () => {
    signIn();
    const calls = server();
    setup();
    expect(screen.getByRole('status').textContent).toContain(LOADING_TEXT);
    await screen.findByRole('heading', { name: 'Asha Verma' });
    expect(calls[0]).toMatchObject({ url: '/api/io/crm/profile/details', method: 'GET' });
    expect(calls[0]?.headers.authorization).toBe('Basic tok');
    expect(screen.getByTestId('account-avatar').textContent).toBe('AV');
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Asha');
    expect((screen.getByLabelText('Mobile number') as HTMLInputElement).value).toBe('9876543210');
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(email.value).toBe('asha@example.com');
    expect(email.readOnly).toBe(true);
    expect(screen.queryByRole('link', { name: config.adminLinkText })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Your account' });
    expect(within(nav).getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Orders' }).getAttribute('href')).toBe(
      '/setting/orders',
    );
  });

  it('shows owners and staff the dashboard link, and no account tabs', async () => {
    signIn('OWNER');
    server({ ...PROFILE, userType: 'OWNER' });
    setup();
    const link = await screen.findByRole('link', { name: config.adminLinkText });
    expect(link.getAttribute('href')).toBe('/admin/dashboard');
    expect(screen.queryByRole('navigation', { name: 'Your account' })).toBeNull();
  });

  it('forgets a login the server no longer knows and sends to sign in', async () => {
    signIn();
    stubApi(() => ({ status: 401, body: { msg: 'Please sign in to continue.' } }));
    const assign = stubLocation();
    setup();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/login?from=%2Fsetting%2Foverview'));
    expect(localStorage.getItem(LOGIN_DATA_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem('user-auth-token')).toBeNull();
  });

  it('shows a failure with Try again, which loads again', async () => {
    signIn();
    let fail = true;
    stubApi(() =>
      fail ? { status: 503, body: { msg: 'Down for a moment.' } } : { body: { data: PROFILE } },
    );
    setup();
    expect((await screen.findByRole('alert')).textContent).toBe('Down for a moment.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Asha Verma' });
  });

  it('checks the details first, then saves them and keeps the header name current', async () => {
    signIn();
    const calls = server();
    setup();
    await screen.findByRole('heading', { name: 'Asha Verma' });
    type('First name', '  ');
    type('Mobile number', '12345');
    fireEvent.click(screen.getByRole('button', { name: config.detailsButtonText }));
    expect(screen.getByText(FIRST_NAME_REQUIRED)).toBeTruthy();
    expect(screen.getByText(MOBILE_NUMBER_MESSAGE)).toBeTruthy();
    expect(calls).toHaveLength(1);

    type('First name', ' Ashwini ');
    type('Mobile number', '9123456780');
    fireEvent.click(screen.getByRole('button', { name: config.detailsButtonText }));
    expect((await toast()).textContent).toContain('Your details have been saved.');
    expect(calls[1]).toMatchObject({
      url: '/api/io/crm/profile/details',
      method: 'POST',
      body: { firstName: 'Ashwini', lastName: 'Verma', mobileNumber: '9123456780' },
    });
    expect(screen.getByRole('heading', { name: 'Ashwini Verma' })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(LOGIN_DATA_STORAGE_KEY)!)).toMatchObject({
      firstName: 'Ashwini',
      token: 'tok',
    });
  });

  it('shows the server field errors of the details form', async () => {
    signIn();
    stubApi((c) =>
      c.method === 'GET'
        ? { body: { data: PROFILE } }
        : {
            status: 400,
            body: {
              msg: 'Last Name is required.',
              errors: [{ field: 'lastName', defaultMessage: 'Last Name is required.' }],
              fieldErrors: { lastName: 'Last Name is required.' },
            },
          },
    );
    setup();
    await screen.findByRole('heading', { name: 'Asha Verma' });
    fireEvent.click(screen.getByRole('button', { name: config.detailsButtonText }));
    const error = await screen.findByText('Last Name is required.');
    expect(screen.getByLabelText('Last name').getAttribute('aria-describedby')).toBe(error.id);
  });

  it('checks the password form with the shared rules, then changes the password', async () => {
    signIn();
    const calls = server();
    setup();
    await screen.findByRole('heading', { name: 'Asha Verma' });
    const submit = () =>
      fireEvent.click(screen.getByRole('button', { name: config.passwordButtonText }));
    submit();
    expect(screen.getByText(CURRENT_PASSWORD_REQUIRED)).toBeTruthy();
    expect(screen.getByText(CUSTOMER_PASSWORD_MESSAGE)).toBeTruthy();
    expect(screen.getByText(CONFIRM_PASSWORD_REQUIRED)).toBeTruthy();
    type('Current password', 'Old@pass1');
    type('New password', 'New@pass22');
    type('Confirm new password', 'New@pass23');
    submit();
    expect(screen.getByText(PASSWORDS_DO_NOT_MATCH)).toBeTruthy();
    expect(calls).toHaveLength(1);

    type('Confirm new password', 'New@pass22');
    submit();
    expect((await toast()).textContent).toContain('Your password has been changed.');
    expect(calls[1]).toMatchObject({
      url: '/api/customer/update-password',
      method: 'POST',
      body: {
        currentPassword: 'Old@pass1',
        newPassword: 'New@pass22',
        confirmPassword: 'New@pass22',
      },
    });
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
  });

  it('shows the server saying the current password is wrong under that field', async () => {
    signIn();
    stubApi((c) =>
      c.method === 'GET'
        ? { body: { data: PROFILE } }
        : {
            status: 400,
            body: {
              msg: 'The current password is not correct.',
              fieldErrors: { currentPassword: 'The current password is not correct.' },
            },
          },
    );
    setup();
    await screen.findByRole('heading', { name: 'Asha Verma' });
    type('Current password', 'Wrong@pass1');
    type('New password', 'New@pass22');
    type('Confirm new password', 'New@pass22');
    fireEvent.click(screen.getByRole('button', { name: config.passwordButtonText }));
    const error = await screen.findByText('The current password is not correct.');
    expect(screen.getByLabelText('Current password').getAttribute('aria-describedby')).toBe(
      error.id,
    );
  });

  it('uploads a picture, saves it as the profile picture, shows it, and removes it', async () => {
    signIn();
    const calls = server();
    setup();
    await screen.findByRole('heading', { name: 'Asha Verma' });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Change picture'), { target: { files: [file] } });
    expect((await toast()).textContent).toContain(PICTURE_UPDATED_MESSAGE);
    const upload = calls.find((c) => c.url === '/api/io/crm/uploadFile')!;
    expect(upload.method).toBe('POST');
    expect(upload.headers.authorization).toBe('Basic tok');
    expect(upload.headers['x-app-platform']).toBe('WEB');
    expect((upload.body as FormData).get('file')).toBeInstanceOf(File);
    expect(calls.at(-1)).toMatchObject({
      url: '/api/io/crm/profile/details',
      body: { profilePicture: '/uploads/abc-320.webp' },
    });
    const img = within(screen.getByTestId('account-avatar')).getByRole('img');
    expect(img.getAttribute('src')).toBe('/uploads/abc-320.webp');

    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(screen.getByTestId('sw-toast').textContent).toContain(PICTURE_REMOVED_MESSAGE),
    );
    expect(calls.at(-1)).toMatchObject({ body: { profilePicture: '' } });
    expect(screen.getByTestId('account-avatar').textContent).toBe('AV');
  });

  it('refuses a file over 8 MB before sending it, and shows the server refusing a type', async () => {
    signIn();
    const calls = stubApi((c) =>
      c.method === 'GET'
        ? { body: { data: PROFILE } }
        : { status: 415, body: { msg: 'Please upload a PNG, JPEG, WebP, GIF or AVIF image.' } },
    );
    setup();
    await screen.findByRole('heading', { name: 'Asha Verma' });
    const big = new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Change picture'), { target: { files: [big] } });
    expect((await toast()).textContent).toContain(IMAGE_TOO_BIG_MESSAGE);
    expect(calls).toHaveLength(1);

    const svg = new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' });
    fireEvent.change(screen.getByLabelText('Change picture'), { target: { files: [svg] } });
    await waitFor(() =>
      expect(screen.getByTestId('sw-toast').textContent).toContain(
        'Please upload a PNG, JPEG, WebP, GIF or AVIF image.',
      ),
    );
    expect(calls).toHaveLength(2);
  });

  it('signs out: POST /logout, the stored login forgotten, then /login', async () => {
    signIn();
    const calls = server();
    const assign = stubLocation();
    setup();
    await screen.findByRole('heading', { name: 'Asha Verma' });
    fireEvent.click(screen.getByRole('button', { name: config.signOutText }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/login'));
    expect(calls.at(-1)).toMatchObject({ url: '/api/io/crm/logout', method: 'POST' });
    expect(localStorage.getItem(LOGIN_DATA_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem('user-auth-token')).toBeNull();
  });

  it('shows a sample person in builder mode and calls nothing', () => {
    const calls = server();
    const assign = stubLocation();
    setup('builder');
    expect(screen.getByRole('heading', { name: 'Asha Verma' })).toBeTruthy();
    type('First name', '');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: config.detailsButtonText }));
      fireEvent.click(screen.getByRole('button', { name: config.signOutText }));
    });
    expect(screen.getByText(FIRST_NAME_REQUIRED)).toBeTruthy();
    expect(calls).toHaveLength(0);
    expect(assign).not.toHaveBeenCalled();
  });

  describe('wishlist panel', () => {
    it('lists the entries: image, name to the product page, price, Add to bag, Remove', async () => {
      signIn();
      stubApi(
        (c) => (c.url === '/api/io/crm/profile/details' ? { body: { data: PROFILE } } : undefined),
        [{ _id: 'w1', productVariantId: 'v1', product: WISH_ITEM }],
      );
      setup();
      const panel = await screen.findByTestId('wishlist-panel');
      expect(panel.id).toBe('wishlist');
      await within(panel).findByTestId('wishlist-entry');
      expect(within(panel).getByRole('link', { name: 'Linen shirt' }).getAttribute('href')).toBe(
        '/p/linen-shirt',
      );
      expect(panel.querySelector('img')?.getAttribute('src')).toBe('/demo/shirt.svg');
      expect(panel.textContent).toContain('₹1,299');
      expect(within(panel).getByRole('button', { name: 'Add to bag' })).toBeTruthy();
      expect(within(panel).getByRole('button', { name: 'Remove from wishlist' })).toBeTruthy();
      expect(wishlistCalls[0]).toMatchObject({ url: WISHLIST_ALL_URL, body: { s: 100, p: 0 } });
    });

    it('removes an entry with wishlist/delete and its _id', async () => {
      signIn();
      stubApi(
        (c) => {
          if (c.url === '/api/io/crm/profile/details') return { body: { data: PROFILE } };
          if (c.url.startsWith('/api/io/crm/wishlist/delete'))
            return { body: { data: { _id: 'w1' } } };
          return undefined;
        },
        [{ _id: 'w1', productVariantId: 'v1', product: WISH_ITEM }],
      );
      setup();
      const panel = await screen.findByTestId('wishlist-panel');
      fireEvent.click(await within(panel).findByRole('button', { name: 'Remove from wishlist' }));
      await waitFor(() => expect(within(panel).queryByTestId('wishlist-entry')).toBeNull());
      expect(wishlistCalls.at(-1)).toMatchObject({
        url: '/api/io/crm/wishlist/delete?_id=w1',
        method: 'GET',
      });
      expect(panel.textContent).toContain('Your wishlist is empty.');
    });

    it('is not shown to owners and staff', async () => {
      signIn('OWNER');
      server({ ...PROFILE, userType: 'OWNER' });
      setup();
      await screen.findByRole('link', { name: config.adminLinkText });
      expect(screen.queryByTestId('wishlist-panel')).toBeNull();
      expect(wishlistCalls).toHaveLength(0);
    });

    it('shows an empty wishlist in builder mode without calling', () => {
      server();
      setup('builder');
      expect(screen.getByTestId('wishlist-panel').textContent).toContain('Your wishlist is empty.');
      expect(wishlistCalls).toHaveLength(0);
    });
  });
});
