// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  GOOGLE_NO_CREDENTIAL,
  GOOGLE_NOT_SET_UP,
  GoogleButton,
  googleCredential,
} from './GoogleButton';
import { stubFetch } from './test-fetch';

/** A stand-in for Google Identity Services: records the callback it is initialized with. */
function stubGis() {
  const gis = {
    callback: undefined as ((response: unknown) => void) | undefined,
    clientId: '',
    prompts: 0,
  };
  vi.stubGlobal('google', {
    accounts: {
      id: {
        initialize(o: { client_id: string; callback: (response: unknown) => void }) {
          gis.clientId = o.client_id;
          gis.callback = o.callback;
        },
        prompt() {
          gis.prompts++;
        },
      },
    },
  });
  return gis;
}

function setup(clientId = 'abc.apps.googleusercontent.com') {
  const onError = vi.fn();
  const onSignedIn = vi.fn();
  render(
    <GoogleButton
      clientId={clientId}
      label="Continue with Google"
      onError={onError}
      onSignedIn={onSignedIn}
    />,
  );
  return { onError, onSignedIn };
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('GoogleButton', () => {
  it('is disabled and says so without a client id', () => {
    setup('  ');
    const button = screen.getByRole('button', { name: GOOGLE_NOT_SET_UP }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  it('posts the credential Google returns and hands the login data on', async () => {
    const gis = stubGis();
    const { calls } = stubFetch(() => ({
      body: { data: { token: 't0k', userType: 'CUSTOMER', email: 'a@gmail.com' } },
    }));
    const { onSignedIn, onError } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(gis.prompts).toBe(1));
    expect(gis.clientId).toBe('abc.apps.googleusercontent.com');
    act(() => gis.callback?.({ credential: 'h.p.s', select_by: 'btn' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(onSignedIn.mock.calls[0]![0]).toMatchObject({ token: 't0k', userType: 'CUSTOMER' });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      url: '/api/public/login/google',
      method: 'POST',
      body: { credential: 'h.p.s' },
    });
    expect(onError).not.toHaveBeenCalled();
  });

  it("shows the server's reason when it refuses the credential; nobody is signed in", async () => {
    const gis = stubGis();
    stubFetch(() => ({
      status: 401,
      body: {
        status: 401,
        msg: 'The Google sign-in has expired. Please try again.',
        errors: [{ defaultMessage: 'The Google sign-in has expired. Please try again.' }],
      },
    }));
    const { onSignedIn, onError } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(gis.callback).toBeDefined());
    act(() => gis.callback?.({ credential: 'h.p.s' }));
    await waitFor(() =>
      expect(onError).toHaveBeenCalledWith('The Google sign-in has expired. Please try again.'),
    );
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('says so when Google answers without a credential, and calls nothing', async () => {
    const gis = stubGis();
    const { calls } = stubFetch(() => ({ body: {} }));
    const { onError } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(gis.callback).toBeDefined());
    act(() => gis.callback?.({}));
    expect(onError).toHaveBeenCalledWith(GOOGLE_NO_CREDENTIAL);
    expect(calls).toHaveLength(0);
  });

  it('reads the credential only when it is a non-empty string', () => {
    expect(googleCredential({ credential: 'x.y.z' })).toBe('x.y.z');
    expect(googleCredential({ credential: '' })).toBeNull();
    expect(googleCredential({ credential: 1 })).toBeNull();
    expect(googleCredential(null)).toBeNull();
  });
});
