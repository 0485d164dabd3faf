/**
 * A real OpenID Connect provider for tests of third-party login (docs/product/members.md#third-party-login; getUmtLoginUrl,
 * loginByThirdLoginUrl): `oidc-provider` on 127.0.0.1, one confidential client, and interactions that sign in
 * whichever subject the test names (`provider.signInAs`) and grant the asked scopes, so a browser-less test can walk
 * the authorisation code flow over HTTP with {@link authorizeAt}. Nothing is mocked: discovery, the authorisation
 * endpoint, PKCE, state, nonce, the token endpoint and signed ID tokens are the provider's own.
 */
import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** The running provider and what the relying party needs to be configured with. */
export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The subject (and name) the next sign-in at the provider is for. */
  signInAs(subject: string, name?: string): void;
  close(): Promise<void>;
}

/**
 * Starts the provider on `port` (in the caller's port range) for a client whose redirect URIs are `redirectUris`.
 * The ID token carries `name` when the `profile` scope is asked for (as ORCID's does).
 */
export async function startOidcProvider(port: number, redirectUris: string[]): Promise<TestOidcProvider> {
  const issuer = `http://localhost:${port}`;
  const clientId = 'journal-portal';
  const clientSecret = 'journal-portal-test-secret';
  const names = new Map<string, string>();
  let next = 'nobody';
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signingKey = { ...privateKey.export({ format: 'jwk' }), kid: 'test-signing-key', use: 'sig', alg: 'RS256' };
  const provider = new Provider(issuer, {
    jwks: { keys: [signingKey] },
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], profile: ['name'] },
    conformIdTokenClaims: false,
    cookies: { keys: ['oidc-provider-test-cookie-key'] },
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    async findAccount(_ctx, id) {
      return { accountId: id, claims: async () => ({ sub: id, ...(names.has(id) ? { name: names.get(id) } : {}) }) };
    },
  });
  const handle = provider.callback();
  const server = http.createServer((req, res) => {
    if (!req.url?.startsWith('/interaction/')) {
      handle(req, res);
      return;
    }
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      if (details.prompt.name === 'login') {
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: next } },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      const accountId = details.session?.accountId ?? next;
      const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
    })().catch((err: unknown) => {
      res.statusCode = 500;
      res.end(String(err));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actual = (server.address() as AddressInfo).port;
  if (actual !== port) throw new Error(`provider listens on ${actual}, not ${port}`);
  return {
    issuer,
    clientId,
    clientSecret,
    signInAs(subject, name) {
      next = subject;
      if (name) names.set(subject, name);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

/**
 * Walks an authorisation URL the way a browser would (following redirects with the provider's cookies, the
 * interactions signing in and consenting on their own) until the provider redirects to `redirectUri`.
 * @returns that final URL, with the provider's `code`, `state` and `iss` (or `error`).
 * @throws Error when the walk does not end at `redirectUri` within 10 hops.
 */
export async function authorizeAt(url: string, redirectUri: string): Promise<string> {
  const jar = new Map<string, string>();
  let at = url;
  for (let hop = 0; hop < 10; hop++) {
    if (at.startsWith(redirectUri)) return at;
    const res = await fetch(at, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const eq = pair!.indexOf('=');
      jar.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`provider answered ${res.status} at ${at}: ${(await res.text()).slice(0, 300)}`);
    at = new URL(location, at).href;
  }
  throw new Error(`authorisation did not reach ${redirectUri}; last ${at}`);
}
