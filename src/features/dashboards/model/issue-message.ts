/** zod's type names, as a person would say them. */
const kinds: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  record: 'an object',
  array: 'an array',
  null: 'null',
  undefined: 'nothing',
};

const kind = (name: string) => kinds[name] ?? name;

/**
 * A schema issue's message in words for the problems list: zod says "Invalid input: expected string, received
 * undefined" where a value is missing, and names types by their TypeScript names.
 */
export function issueMessage(message: string): string {
  const type = /^Invalid input: expected (\w+), received (\w+)$/.exec(message);
  if (type) {
    const [, expected = '', received = ''] = type;
    if (received === 'undefined') return `Missing: ${kind(expected)} is needed.`;
    if (expected === 'int' && received === 'number') return 'Expected a whole number.';
    return `Expected ${kind(expected)}, found ${kind(received)}.`;
  }
  const option = /^Invalid option: expected one of (.+)$/.exec(message);
  if (option) return `Expected one of ${(option[1] ?? '').split('|').join(', ')}.`;
  return message;
}
