import { render } from 'vike/abort';
import { renderLogOf } from './renderLog';

// Every expected 404 or 400 page was logged at error level as a render crash with its stack,
// 1,183 lines in one run, which hid the real crashes.
const abortOf = (thrown: () => never): unknown => {
  try {
    thrown();
  } catch (error) {
    return error;
  }
};

describe('renderLogOf', () => {
  it("logs a data hook's 404 at debug level with its reason and no stack", () => {
    const abort = abortOf(() => {
      throw render(404, 'No user was found');
    });
    const log = renderLogOf({ statusCode: 404, errorWhileRendering: abort, abortReason: 'No user was found' });
    expect(log).toEqual({ level: 'debug', status: 404, reason: 'No user was found' });
  });

  it('logs a 400 with a coded reason the same way', () => {
    const log = renderLogOf({
      statusCode: 400,
      errorWhileRendering: new Error('abort'),
      abortReason: { code: 'ACCOUNT_ID_NOT_VALID', message: 'Invalid accountId was provided' },
    });
    expect(log).toEqual({ level: 'debug', status: 400, reason: 'Invalid accountId was provided' });
  });

  it('keeps a real crash at error level with the error itself', () => {
    const crash = new TypeError("Cannot read properties of undefined (reading 'id')");
    expect(renderLogOf({ statusCode: 500, errorWhileRendering: crash })).toEqual({ level: 'error', err: crash });
  });

  it('logs nothing for a page rendered without an error', () => {
    expect(renderLogOf({ statusCode: 200 })).toEqual({ level: 'none' });
  });
});
