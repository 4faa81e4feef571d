import { describe, expect, it } from 'vitest';
import { deletionConfirmed } from './deletion-confirmation';

describe('confirming an account deletion', () => {
  it('accepts DELETE or the email, with stray spaces, the email in any case', () => {
    expect(deletionConfirmed('DELETE', 'sam@example.com')).toBe(true);
    expect(deletionConfirmed(' DELETE ', 'sam@example.com')).toBe(true);
    expect(deletionConfirmed('Sam@Example.com', 'sam@example.com')).toBe(true);
  });

  it('refuses anything else, including an empty box and a lower-case delete', () => {
    expect(deletionConfirmed('', 'sam@example.com')).toBe(false);
    expect(deletionConfirmed('delete', 'sam@example.com')).toBe(false);
    expect(deletionConfirmed('DELET', 'sam@example.com')).toBe(false);
    expect(deletionConfirmed('sam@example', 'sam@example.com')).toBe(false);
  });
});
