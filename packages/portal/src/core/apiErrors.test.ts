import { describe, expect, it } from 'vitest';
import { errorToastOf, GENERIC_API_ERROR, warningToastOf } from './apiErrors';

const PROBLEM = 'application/problem+json';

describe('errorToastOf', () => {
  it('shows the message field of a 500, the generic message without one', () => {
    expect(errorToastOf(500, PROBLEM, '{"title":"x","message":"Disk full."}')).toMatchObject({
      type: 'error',
      title: 'Disk full.',
      duration: 5000,
    });
    expect(errorToastOf(500, 'text/html', '<h1>boom</h1>').title).toBe(GENERIC_API_ERROR);
    expect(errorToastOf(500, null, '').title).toBe(GENERIC_API_ERROR);
  });

  it('shows the title of a 400 problem response, with its detail as text', () => {
    const body = JSON.stringify({
      title: 'One or more validation errors occurred.',
      detail: 'Email is invalid.',
    });
    expect(errorToastOf(400, `${PROBLEM}; charset=utf-8`, body)).toMatchObject({
      title: 'One or more validation errors occurred.',
      text: 'Email is invalid.',
    });
  });

  it('shows the response text of a plain 400, the generic message for an empty one', () => {
    expect(errorToastOf(400, 'text/plain', 'Name taken.').title).toBe('Name taken.');
    expect(errorToastOf(400, PROBLEM, '  ').title).toBe(GENERIC_API_ERROR);
  });

  it('shows the generic message for every other status', () => {
    for (const status of [401, 403, 404, 409, 429, 502]) {
      expect(errorToastOf(status, PROBLEM, '{"title":"Nope","message":"m"}').title).toBe(GENERIC_API_ERROR);
    }
  });
});

describe('warningToastOf', () => {
  it('turns a result with warning=true into a warning toast, nothing else', () => {
    expect(warningToastOf({ success: true, warning: true, message: 'Saved, but check.' })).toMatchObject({
      type: 'warning',
      text: 'Saved, but check.',
    });
    expect(warningToastOf({ success: true, warning: false })).toBeNull();
    expect(warningToastOf([1, 2])).toBeNull();
    expect(warningToastOf(null)).toBeNull();
  });

  it('gives a server fault’s request id as its reference', () => {
    expect(errorToastOf(500, PROBLEM, '{"message":"Disk full."}', 'abc-123')).toMatchObject({
      title: 'Disk full.',
      text: 'Reference: abc-123',
    });
    expect(errorToastOf(503, PROBLEM, '', 'abc-124')).toMatchObject({
      title: GENERIC_API_ERROR,
      text: 'Reference: abc-124',
    });
    expect(errorToastOf(400, 'text/plain', 'Name taken.', 'abc-125').text).toBe('');
  });
});
