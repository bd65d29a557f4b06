import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorText } from './error-text';

const INTERNAL = 'Internal server error. Please try again later.';
const apiError = (body: unknown, status = 400) => new ApiError(status, body, '/api/x');

describe('errorText', () => {
  it('joins errors[].defaultMessage with newlines first', () => {
    const body = {
      errors: [{ defaultMessage: 'Email is invalid' }, { defaultMessage: 'Name is too short' }],
      msg: 'ignored',
    };
    expect(errorText(apiError(body))).toBe('Email is invalid\nName is too short');
  });

  it('skips errors entries without a defaultMessage', () => {
    const body = { errors: [{ field: 'x' }, { defaultMessage: 'Only this' }, null, 'y'] };
    expect(errorText(apiError(body))).toBe('Only this');
  });

  it('falls back to msg when errors is empty or has no messages', () => {
    expect(errorText(apiError({ errors: [], msg: 'Email is not unique' }))).toBe(
      'Email is not unique',
    );
    expect(errorText(apiError({ errors: [{ code: 1 }], msg: 'From msg' }))).toBe('From msg');
    expect(errorText(apiError({ msg: 'Just msg' }))).toBe('Just msg');
  });

  it('uses a body message (Fastify shape) after msg', () => {
    expect(errorText(apiError({ statusCode: 400, message: 'body must have email' }))).toBe(
      'body must have email',
    );
    expect(errorText(apiError({ msg: 'first', message: 'second' }))).toBe('first');
  });

  it('gives the general text for an ApiError whose body says nothing', () => {
    expect(errorText(apiError(null, 500))).toBe(INTERNAL);
    expect(errorText(apiError('<html>oops</html>', 502))).toBe(INTERNAL);
    expect(errorText(apiError({ msg: '  ' }, 500))).toBe(INTERNAL);
  });

  it("uses a plain error's message", () => {
    expect(errorText(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(errorText(new Error(''))).toBe(INTERNAL);
  });

  it('reads an axios-style error.response.data', () => {
    const err = Object.assign(new Error('Request failed with status code 400'), {
      response: { data: { msg: 'Your request is not processed' } },
    });
    expect(errorText(err)).toBe('Your request is not processed');
    const bare = Object.assign(new Error('Request failed'), { response: { data: null } });
    expect(errorText(bare)).toBe('Request failed');
  });

  it('reads a thrown response body', () => {
    expect(errorText({ errors: [{ defaultMessage: 'a' }, { defaultMessage: 'b' }] })).toBe('a\nb');
    expect(errorText({ msg: 'Email is not unique' })).toBe('Email is not unique');
    expect(errorText({ message: 'as message' })).toBe('as message');
  });

  it('gives the general text for anything unknown', () => {
    for (const value of [undefined, null, 0, 42, {}, [], '', '   ', true]) {
      expect(errorText(value)).toBe(INTERNAL);
    }
  });

  it('uses a thrown string as its message', () => {
    expect(errorText('invalid')).toBe('invalid');
  });
});
