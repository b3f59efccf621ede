/**
 * The stand-in provider's answers, in OAuth 2.0's shapes (RFC 6749 §5, RFC 6750 §3): the token endpoint and the
 * events endpoint. Plain functions from a request's parts to a Response, so the proxy route reuses them.
 */
import { json } from '../respond';
import { TOKEN_LIFETIME_S, type ReferralEventBody, type ReferralProvider } from './provider';

const oauthError = (error: string, status: number, headers: Record<string, string> = {}) => {
  const response = json({ error }, status);
  Object.entries(headers).forEach(([name, value]) => response.headers.set(name, value));
  return response;
};

/** Client credentials from HTTP Basic auth, or else from the form body (both are allowed by RFC 6749 §2.3.1). */
function clientCredentials(form: URLSearchParams, authorization: string | null): [id: string, secret: string] {
  const basic = /^Basic (\S+)$/.exec(authorization ?? '')?.[1];
  if (basic) {
    const [id, ...secret] = atob(basic).split(':');
    return [decodeURIComponent(id), decodeURIComponent(secret.join(':'))];
  }
  return [form.get('client_id') ?? '', form.get('client_secret') ?? ''];
}

/** POST token: a form with grant_type=client_credentials and the client's id and secret. */
export function tokenAnswer(provider: ReferralProvider, form: URLSearchParams, authorization: string | null) {
  if (form.get('grant_type') !== 'client_credentials') return oauthError('unsupported_grant_type', 400);
  const token = provider.issueToken(...clientCredentials(form, authorization));
  if (!token) return oauthError('invalid_client', 401, { 'WWW-Authenticate': 'Basic realm="referral"' });
  return json({ access_token: token, token_type: 'Bearer', expires_in: Number(TOKEN_LIFETIME_S) });
}

const FIELDS = ['email', 'phone', 'referido', 'invited'] as const;

function eventBody(text: string): ReferralEventBody | null {
  try {
    const body = JSON.parse(text) as Record<string, unknown> | null;
    if (!body || !FIELDS.every((field) => typeof body[field] === 'string')) return null;
    // A provider refuses what is not an address at all; the exact check is the client's (an input of type email).
    if (!/^[^\s@]+@[^\s@]+$/.test(body.email as string)) return null;
    return Object.fromEntries(FIELDS.map((field) => [field, body[field]])) as unknown as ReferralEventBody;
  } catch {
    return null;
  }
}

/** POST events: JSON {email, phone, referido, invited} with `Authorization: Bearer <token>`. */
export function eventsAnswer(provider: ReferralProvider, authorization: string | null, text: string) {
  if (!provider.authorizes(authorization))
    return oauthError('invalid_token', 401, { 'WWW-Authenticate': 'Bearer error="invalid_token"' });
  const body = eventBody(text);
  if (!body) return oauthError('invalid_request', 400);
  provider.record({ body, authorization: authorization! });
  return json({ status: 'accepted' }, 202);
}
