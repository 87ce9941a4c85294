import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { ChunkLoadError, isLoadFailure } from './load-failure.ts';

describe('isLoadFailure', () => {
  it('counts chunks that could not be fetched and unreachable servers', () => {
    expect(isLoadFailure(new ChunkLoadError(new TypeError('x')))).toBe(true);
    expect(
      isLoadFailure(
        new TypeError('Failed to fetch dynamically imported module: /assets/profile-page-x.js'),
      ),
    ).toBe(true);
    expect(isLoadFailure(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isLoadFailure(new Error('Unable to preload CSS for /assets/home-page-x.css'))).toBe(
      true,
    );
    expect(isLoadFailure(new ApiError(0, { message: 'offline', code: 'network_error' }))).toBe(
      true,
    );
  });

  it('leaves bugs and answers of the server to the error handling they have', () => {
    expect(isLoadFailure(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(
      false,
    );
    expect(isLoadFailure(new ApiError(500, { message: 'x', code: 'internal_error' }))).toBe(false);
    expect(isLoadFailure(new ApiError(404, { message: 'x', code: 'not_found' }))).toBe(false);
    expect(isLoadFailure('dynamically imported module')).toBe(false);
    expect(isLoadFailure(null)).toBe(false);
  });
});
