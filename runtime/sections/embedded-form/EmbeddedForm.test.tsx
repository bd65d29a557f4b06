// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventsEnquiryFormConfig } from '../../../fixtures/sections/site-builder';
import {
  embeddedFormSchema,
  type EmbeddedFormConfig,
} from '../../../schemas/sections/embedded-form';
import { validateAgainst } from '../../../shared/validate';
import { EmbeddedForm } from './EmbeddedForm';
import { embeddedForm } from './index';

afterEach(cleanup);

function setup(config: EmbeddedFormConfig = eventsEnquiryFormConfig) {
  const utils = render(<EmbeddedForm id="ef" config={config} />);
  const frame = () => screen.queryByTestId('ef-frame') as HTMLIFrameElement | null;
  const frameWindow = frame()?.contentWindow ?? null;
  if (!frameWindow) throw new Error('jsdom gave the iframe no window');
  const state = () => screen.getByTestId('ef-embedded-form').getAttribute('data-state');
  const post = (type: unknown, opts: { origin?: string; source?: Window | null } = {}) =>
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type },
          origin: opts.origin ?? window.location.origin,
          source: opts.source === undefined ? frameWindow : opts.source,
        }),
      );
    });
  return { ...utils, frame, frameWindow, state, post };
}

describe('embedded-form', () => {
  it('has defaults and fixtures that validate against the schema', () => {
    expect(validateAgainst(embeddedFormSchema, embeddedForm.defaults)).toBeNull();
    expect(validateAgainst(embeddedFormSchema, eventsEnquiryFormConfig)).toBeNull();
    expect(
      validateAgainst(embeddedFormSchema, {
        ...eventsEnquiryFormConfig,
        src: 'https://forms.example.com/f',
      }),
    ).toBeNull();
    for (const src of [
      'http://forms.example.com/f',
      '//evil.example/f',
      'javascript:alert(1)',
      'forms/enquiry.html',
    ]) {
      expect(
        validateAgainst(embeddedFormSchema, { ...eventsEnquiryFormConfig, src }),
      ).not.toBeNull();
    }
  });

  it('renders the fixture: heading, a titled lazy iframe and the two buttons', () => {
    const { frame } = setup();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Plan your event with us');
    const iframe = frame();
    expect(iframe?.getAttribute('src')).toBe('/forms/enquiry.html');
    expect(iframe?.getAttribute('title')).toBe('Marigold Events enquiry form');
    expect(iframe?.getAttribute('height')).toBe('720');
    expect(iframe?.getAttribute('loading')).toBe('lazy');
    expect(screen.getByRole('button', { name: 'Send enquiry' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear form' })).toBeTruthy();
  });

  it('goes idle → submitting → success, the success message replacing the form', () => {
    const { state, post, frame } = setup();
    expect(state()).toBe('idle');
    post('FORM_SUBMITING');
    expect(state()).toBe('submitting');
    expect(
      (screen.getByRole('button', { name: 'Send enquiry' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    post('FORM_SUBMIT_SUCCESS');
    expect(state()).toBe('success');
    expect(screen.getByText(eventsEnquiryFormConfig.successMessage)).toBeTruthy();
    expect(frame()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send enquiry' })).toBeNull();
  });

  it('goes submitting → error, showing the error while the form stays', () => {
    const { state, post, frame } = setup();
    post('FORM_SUBMITING');
    post('FORM_SUBMIT_ERROR');
    expect(state()).toBe('error');
    expect(screen.getByRole('alert').textContent).toContain(eventsEnquiryFormConfig.errorMessage);
    expect(frame()).not.toBeNull();
    expect(
      (screen.getByRole('button', { name: 'Send enquiry' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('ignores messages from another origin, from another window and of unknown types', () => {
    const { state, post } = setup();
    post('FORM_SUBMIT_SUCCESS', { origin: 'https://evil.example' });
    expect(state()).toBe('idle');
    post('FORM_SUBMIT_SUCCESS', { source: window });
    expect(state()).toBe('idle');
    post('FORM_SUBMIT_SUCCESS', { source: null });
    expect(state()).toBe('idle');
    post('FORM_SUBMITTED');
    expect(state()).toBe('idle');
    expect(screen.queryByText(eventsEnquiryFormConfig.successMessage)).toBeNull();
  });

  it('accepts an https frame only from that frame’s origin', () => {
    const { state, post } = setup({
      ...eventsEnquiryFormConfig,
      src: 'https://forms.example.com/f/enquiry',
    });
    post('FORM_SUBMIT_SUCCESS', { origin: window.location.origin });
    expect(state()).toBe('idle');
    post('FORM_SUBMIT_SUCCESS', { origin: 'https://forms.example.com' });
    expect(state()).toBe('success');
  });

  it('sends submit and reset to the frame at its exact origin; reset clears an error', () => {
    const { frameWindow, post, state } = setup({
      ...eventsEnquiryFormConfig,
      src: 'https://forms.example.com/f/enquiry',
    });
    const spy = vi.spyOn(frameWindow, 'postMessage').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(spy).toHaveBeenLastCalledWith({ type: 'submit' }, 'https://forms.example.com');
    post('FORM_SUBMIT_ERROR', { origin: 'https://forms.example.com' });
    expect(state()).toBe('error');
    fireEvent.click(screen.getByRole('button', { name: 'Clear form' }));
    expect(spy).toHaveBeenLastCalledWith({ type: 'reset' }, 'https://forms.example.com');
    expect(state()).toBe('idle');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('hides the parent buttons when their labels are empty', () => {
    setup({ ...eventsEnquiryFormConfig, submitButtonText: '', resetButtonText: '' });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('server-renders', () => {
    const html = renderToString(<EmbeddedForm id="s" config={eventsEnquiryFormConfig} />);
    expect(html).toContain('<iframe');
    expect(html).toContain('src="/forms/enquiry.html"');
    expect(html).toContain('data-state="idle"');
  });
});
