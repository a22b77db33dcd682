// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { issueMessage } from './issue-message';

describe('issueMessage', () => {
  it('says a missing value is missing, and what it should be', () => {
    expect(issueMessage('Invalid input: expected string, received undefined')).toBe('Missing: a string is needed.');
    expect(issueMessage('Invalid input: expected number, received undefined')).toBe('Missing: a number is needed.');
  });

  it('names types in words', () => {
    expect(issueMessage('Invalid input: expected number, received string')).toBe('Expected a number, found a string.');
    expect(issueMessage('Invalid input: expected record, received string')).toBe('Expected an object, found a string.');
    expect(issueMessage('Invalid input: expected int, received number')).toBe('Expected a whole number.');
    expect(issueMessage('Invalid option: expected one of "CLASSIC"|"APP"')).toBe('Expected one of "CLASSIC", "APP".');
  });

  it('keeps any other message as it is', () => {
    expect(issueMessage('entry is longer than 255 characters')).toBe('entry is longer than 255 characters');
  });
});
