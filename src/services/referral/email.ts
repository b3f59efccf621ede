/**
 * What an `<input type="email">` accepts, and what an invited code may be: the proxy's own rules
 * (proxy/message.ts), so the wallet refuses exactly what the proxy would, before anything is sent.
 */
export { isEmail, isInvitedCode } from '../../../proxy/message';
