import { renderHook } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { placeRefusal, useProblemText } from './form-problems';
import { initI18n } from './i18n';

beforeAll(async () => {
  await initI18n('EN');
});

describe('the one wording of form problems', () => {
  const problem = () => renderHook(() => useProblemText()).result.current;

  it('shows a problem set by hand as it is', () => {
    expect(problem()({ type: 'manual', message: 'The payment password is wrong.' })).toBe(
      'The payment password is wrong.',
    );
    expect(problem()(undefined)).toBeUndefined();
  });

  it("words a schema's issue code by the form's own wording first", () => {
    const own = (code: string) => (code === 'amountMin' ? 'At least 100.00' : undefined);
    expect(problem()({ type: 'custom', message: 'amountMin' }, own)).toBe('At least 100.00');
  });

  it("words the contracts' encoded issues and the server's error codes", () => {
    expect(problem()({ type: 'custom', message: 'required' })).toBe(problem()('required'));
    expect(problem()('required')).not.toBe('required');
    expect(problem()('mismatch')).not.toBe('mismatch');
    const pattern = problem()('pattern:6:4:20');
    expect(pattern).toContain('4-20');
    expect(problem()('system_error')).not.toBe('system_error');
    expect(problem()('some.unknown.code')).toBe('some.unknown.code');
  });

  it('puts a refusal under the field it names, else above the form', () => {
    const setError = vi.fn();
    const named = new ApiError(400, 'validation', 'mobileNum: already bound', { field: 'mobileNum' });
    expect(placeRefusal(named, ['mobileNum', 'email'], setError)).toBeNull();
    expect(setError).toHaveBeenCalledWith('mobileNum', expect.objectContaining({ type: 'manual' }));
    const other = new ApiError(409, 'conflict', 'Taken', { field: 'username' });
    expect(placeRefusal(other, ['mobileNum'], setError)).toBeTruthy();
    expect(setError).toHaveBeenCalledTimes(1);
  });
});
