import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { clearApiKey, setApiKey } from './credentials';
import { ApiError } from './errors';
import { clearRefusals, keyFingerprint, permissionRefusal, refusalOf, rememberRefusal, useRefusal } from './permissions';

afterEach(() => {
  clearRefusals();
  clearApiKey();
});

describe('refusals remembered for the session', () => {
  it('remembers a refusal per key, deployment and action', () => {
    setApiKey('key-viewer-123', false);
    rememberRefusal('1', 'clone', 'Cloning a workbook needs the AI BI User role or higher');
    expect(refusalOf('1', 'clone')).toBe('Cloning a workbook needs the AI BI User role or higher');
    expect(refusalOf('2', 'clone')).toBeNull();
    expect(refusalOf('1', 'meta-token')).toBeNull();

    setApiKey('key-admin-456', false);
    expect(refusalOf('1', 'clone')).toBeNull();
    setApiKey('key-viewer-123', false);
    expect(refusalOf('1', 'clone')).not.toBeNull();
  });

  it('never stores the key itself, only its fingerprint', () => {
    const key = 'sb_live_secret_key_value';
    setApiKey(key, false);
    rememberRefusal('1', 'audit-export', 'no');
    const stored = window.sessionStorage.getItem('switchboard.refusals') ?? '';
    expect(stored).not.toContain(key);
    expect(stored).toContain(keyFingerprint(key));
    expect(keyFingerprint(key)).toMatch(/^[0-9a-f]{8}$/);
  });

  it('keeps nothing without a key, and tells subscribed components at once', () => {
    rememberRefusal('1', 'clone', 'no');
    expect(refusalOf('1', 'clone')).toBeNull();

    setApiKey('k', false);
    const { result } = renderHook(() => useRefusal('1', 'version'));
    expect(result.current).toBeNull();
    act(() => rememberRefusal('1', 'version', 'This key may not update deployment 1'));
    expect(result.current).toBe('This key may not update deployment 1');
    act(() => clearApiKey());
    expect(result.current).toBeNull();
  });

  it('takes only 403s as permission refusals', () => {
    expect(permissionRefusal(new ApiError('Clone workbook', 403, 'Needs the AI BI User role'))).toBe('Needs the AI BI User role');
    expect(permissionRefusal(new ApiError('Clone workbook', 403, ''))).toMatch(/403/);
    for (const status of [400, 401, 404, 500, 503])
      expect(permissionRefusal(new ApiError('Clone workbook', status, 'x'))).toBeNull();
    expect(permissionRefusal(new Error('offline'))).toBeNull();
  });
});
