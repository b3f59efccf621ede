/** SPEC §5: at least 8 characters, only letters, digits and @$!%*?&, with at least one of each of the three. */
const PASSWORD_RULE = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{8,}$/;

/** Whether a password meets the spec's format (login and registration share the rule, not the message). */
export function isValidPassword(password: string): boolean {
  return PASSWORD_RULE.test(password);
}
