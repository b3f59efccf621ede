// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { es } from '../../i18n';
import { checkRegistration, type RegistrationValues } from './registrationValidation';

const GOOD = 'Secreto9@';

describe('checkRegistration', () => {
  const create: RegistrationValues = { mode: 'create', username: 'ana', password: GOOD, confirm: GOOD, mnemonic: '' };
  const recover: RegistrationValues = { ...create, mode: 'recover', mnemonic: 'abandon invest' };

  it('create: mismatch before the rule; the rule on the password field', () => {
    expect(checkRegistration({ ...create, confirm: 'Secreto9!' })).toEqual({
      field: 'confirm',
      message: es.register.passwordMismatch,
    });
    expect(checkRegistration({ ...create, password: 'corta', confirm: 'corta' })).toEqual({
      field: 'password',
      message: es.register.passwordRule,
    });
    expect(checkRegistration({ ...create, username: '' })).toEqual({
      field: 'username',
      message: es.register.usernameRequired,
    });
    expect(checkRegistration(create)).toBeNull();
  });

  it('create does not need a phrase', () => {
    expect(checkRegistration({ ...create, mnemonic: '' })).toBeNull();
  });

  it("recover: a missing phrase or password is 'Revisa los campos' on the first empty field", () => {
    expect(checkRegistration({ ...recover, mnemonic: '   ' })).toEqual({
      field: 'mnemonic',
      message: es.register.checkFields,
    });
    expect(checkRegistration({ ...recover, confirm: '' })).toEqual({
      field: 'confirm',
      message: es.register.checkFields,
    });
    expect(checkRegistration({ ...recover, password: '', confirm: '' })).toEqual({
      field: 'password',
      message: es.register.checkFields,
    });
  });

  it('recover: then the match and the rule, like create', () => {
    expect(checkRegistration({ ...recover, confirm: 'Otra9clave!' })).toEqual({
      field: 'confirm',
      message: es.register.passwordMismatch,
    });
    expect(checkRegistration({ ...recover, password: 'abcdefgh', confirm: 'abcdefgh' })).toEqual({
      field: 'password',
      message: es.register.passwordRule,
    });
    expect(checkRegistration(recover)).toBeNull();
  });
});
