// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { es } from '../../i18n';
import { checkLogin } from './validation';

const GOOD = 'Secreto9@';

describe('checkLogin', () => {
  it('asks for the username first, then the password format', () => {
    expect(checkLogin({ username: '  ', password: GOOD })).toEqual({
      field: 'username',
      message: es.login.usernameRequired,
    });
    for (const bad of ['', 'Secre9@', 'secretos@', 'Secreto99', 'Secreto9#'])
      expect(checkLogin({ username: 'ana', password: bad })).toEqual({
        field: 'password',
        message: es.login.passwordRule,
      });
  });

  it('passes a username and a password of the spec format', () => {
    expect(checkLogin({ username: 'ana', password: GOOD })).toBeNull();
  });
});
