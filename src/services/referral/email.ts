/**
 * What an `<input type="email">` accepts (the WHATWG HTML "valid e-mail address" rule), so the client refuses
 * exactly what the spec's input would: SPEC §5 names no other check.
 */
const VALID_EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** True when `text` (already trimmed) is an email address an input of type email accepts. */
export function isEmail(text: string): boolean {
  return VALID_EMAIL.test(text);
}
