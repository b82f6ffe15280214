// The HttpError a call throws (status and message), for the fast unit tests of the API's rules.
import assert from 'node:assert/strict';
import { HttpError } from '../../src/errors.js';

/** The HttpError a call throws (status and message), or a failure when it does not throw one. */
export function refusal(fn: () => unknown): { status: number; message: string } {
  try {
    fn();
  } catch (e) {
    assert.ok(e instanceof HttpError, `an HttpError, not ${String(e)}`);
    return { status: e.statusCode, message: e.message };
  }
  assert.fail('expected a refusal');
}
