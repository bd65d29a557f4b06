import { describe, expect, it } from 'vitest';
import { EMBEDDED_FORM_MESSAGES } from '../../../shared/constants';
import {
  nextFormState,
  parseFormMessage,
  resolveFrameOrigin,
  type MessageLike,
} from './form-messages';

const PAGE = 'https://events.example.in';
const frame = { name: 'the frame window' };
const otherFrame = { name: 'another window' };
const msg = (over: Partial<MessageLike>): MessageLike => ({
  origin: 'https://forms.example.com',
  source: frame,
  data: { type: 'FORM_SUBMIT_SUCCESS' },
  ...over,
});

describe('resolveFrameOrigin', () => {
  it('resolves a same-site path against the page origin', () => {
    expect(resolveFrameOrigin('/forms/enquiry.html', PAGE)).toBe(PAGE);
    expect(resolveFrameOrigin('/forms/enquiry.html', 'http://events.localhost:3000')).toBe(
      'http://events.localhost:3000',
    );
  });

  it('takes the exact origin of an https src, port included', () => {
    expect(resolveFrameOrigin('https://forms.example.com/f/abc?x=1#y', PAGE)).toBe(
      'https://forms.example.com',
    );
    expect(resolveFrameOrigin('https://forms.example.com:8443/f', PAGE)).toBe(
      'https://forms.example.com:8443',
    );
  });

  it('refuses plain http on another origin, other schemes and protocol-relative tricks to http', () => {
    expect(resolveFrameOrigin('http://forms.example.com/f', PAGE)).toBeNull();
    expect(resolveFrameOrigin('javascript:alert(1)', PAGE)).toBeNull();
    expect(resolveFrameOrigin('data:text/html,hi', PAGE)).toBeNull();
    expect(resolveFrameOrigin('//evil.example/f', 'http://localhost:3000')).toBeNull();
    expect(resolveFrameOrigin('http://[bad', PAGE)).toBeNull();
  });
});

describe('parseFormMessage', () => {
  const origin = 'https://forms.example.com';

  it('accepts each status type from the frame on its own origin', () => {
    for (const type of EMBEDDED_FORM_MESSAGES) {
      expect(parseFormMessage(msg({ data: { type } }), origin, frame)).toBe(type);
    }
  });

  it('ignores a cross-origin message even from the frame window', () => {
    expect(parseFormMessage(msg({ origin: 'https://evil.example' }), origin, frame)).toBeNull();
    expect(parseFormMessage(msg({ origin: 'http://forms.example.com' }), origin, frame)).toBeNull();
    expect(
      parseFormMessage(msg({ origin: 'https://forms.example.com.evil.example' }), origin, frame),
    ).toBeNull();
    expect(parseFormMessage(msg({ origin: 'null' }), origin, frame)).toBeNull();
  });

  it('ignores a same-origin message from any window but the frame', () => {
    expect(parseFormMessage(msg({ source: otherFrame }), origin, frame)).toBeNull();
    expect(parseFormMessage(msg({ source: null }), origin, frame)).toBeNull();
    // No frame yet (or unmounted): nothing can match, not even a null source.
    expect(parseFormMessage(msg({ source: null }), origin, null)).toBeNull();
  });

  it('ignores unknown types and malformed data', () => {
    expect(parseFormMessage(msg({ data: { type: 'FORM_SUBMITTING' } }), origin, frame)).toBeNull();
    expect(parseFormMessage(msg({ data: { type: 'submit' } }), origin, frame)).toBeNull();
    expect(parseFormMessage(msg({ data: 'FORM_SUBMIT_SUCCESS' }), origin, frame)).toBeNull();
    expect(parseFormMessage(msg({ data: null }), origin, frame)).toBeNull();
    expect(
      parseFormMessage(msg({ data: { kind: 'FORM_SUBMIT_SUCCESS' } }), origin, frame),
    ).toBeNull();
    expect(
      parseFormMessage(msg({ data: { type: ['FORM_SUBMIT_SUCCESS'] } }), origin, frame),
    ).toBeNull();
  });

  it('accepts nothing without an expected origin', () => {
    expect(parseFormMessage(msg({}), null, frame)).toBeNull();
  });
});

describe('nextFormState', () => {
  it('runs idle → submitting → success', () => {
    expect(nextFormState('idle', 'FORM_SUBMITING')).toBe('submitting');
    expect(nextFormState('submitting', 'FORM_SUBMIT_SUCCESS')).toBe('success');
  });

  it('runs submitting → error, and error may submit again', () => {
    expect(nextFormState('submitting', 'FORM_SUBMIT_ERROR')).toBe('error');
    expect(nextFormState('error', 'FORM_SUBMITING')).toBe('submitting');
    expect(nextFormState('error', 'FORM_SUBMIT_SUCCESS')).toBe('success');
  });

  it('keeps success final', () => {
    expect(nextFormState('success', 'FORM_SUBMIT_ERROR')).toBe('success');
    expect(nextFormState('success', 'FORM_SUBMITING')).toBe('success');
  });
});
