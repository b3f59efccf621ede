// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isValidPassword } from './password';

describe('isValidPassword (SPEC §5)', () => {
  it('accepts 8+ characters with a letter, a digit and one of @$!%*?&', () => {
    for (const password of ['abcdef1!', 'Secreto9@', 'A1$A1$A1$A1$', '12345678a?', 'zz%%99zz']) {
      expect(isValidPassword(password), password).toBe(true);
    }
  });

  it('refuses short passwords, a missing class and characters outside the allowed set', () => {
    for (const password of [
      'abc1!',
      'abcdefgh1',
      'abcdefgh!',
      '12345678!',
      'abcdef1!#',
      'abc def1!',
      'contraseña1!',
      '',
    ]) {
      expect(isValidPassword(password), password).toBe(false);
    }
  });
});
