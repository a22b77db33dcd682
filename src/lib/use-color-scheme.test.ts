import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useColorScheme } from './use-color-scheme';

afterEach(() => {
  delete document.documentElement.dataset.theme;
});

describe('useColorScheme', () => {
  it('follows the theme chosen on the root element, and changes with it', () => {
    document.documentElement.dataset.theme = 'dark';
    const { result } = renderHook(() => useColorScheme());
    expect(result.current).toBe('dark');
    act(() => {
      document.documentElement.dataset.theme = 'light';
    });
    return expect.poll(() => result.current).toBe('light');
  });
});
