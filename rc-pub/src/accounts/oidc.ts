/**
 * The OpenID Connect relying party of third-party login (getUmtLoginUrl, loginByThirdLoginUrl; docs/product/members.md#third-party-login),
 * built on openid-client: authorisation code flow with PKCE (S256), state and nonce. The issuer's discovery document
 * is read on first use and kept; a failed read is retried on the next login.
 */
import * as client from 'openid-client';
import type { OidcConfig } from './settings.js';

/** An authorisation request: the URL to send the browser to and the secrets its callback is checked with. */
export interface AuthRequest {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** Who signed in at the provider. */
export interface OidcIdentity {
  /** The issuer as its discovery document names it (stored with the subject). */
  issuer: string;
  /** The `sub` claim: stable id of the person at the issuer (an ORCID iD at ORCID). */
  subject: string;
  /** `name`, else given and family name, of the ID token; null when the provider sent none. */
  displayName: string | null;
}

/** The relying party of one configured provider. */
export interface OidcClient {
  readonly name: string;
  /** The configured redirect URI, or null when it follows the portal's origin. */
  readonly redirectUri: string | null;
  /** Builds an authorisation request for `redirectUri`. @throws when the issuer cannot be discovered. */
  authorize(redirectUri: string): Promise<AuthRequest>;
  /**
   * Exchanges the code of `callbackUrl` (the redirect URI with the provider's query) for tokens, checking state, PKCE
   * verifier, nonce and the ID token; answers its subject and name.
   * @throws openid-client errors (provider error answers, bad state, bad token) and network errors.
   */
  exchange(callbackUrl: URL, expected: { state: string; nonce: string; codeVerifier: string }): Promise<OidcIdentity>;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The display name of ID token claims. */
function nameOf(claims: client.IDToken): string | null {
  const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  const full =
    str(claims.name) ?? ([str(claims.given_name), str(claims.family_name)].filter(Boolean).join(' ') || null);
  return full ? full.slice(0, 200) : null;
}

/** The relying party for `config`. Nothing is fetched until the first login. */
export function createOidcClient(config: OidcConfig): OidcClient {
  let discovered: Promise<client.Configuration> | null = null;
  const issuerUrl = new URL(config.issuer);
  const discover = () => {
    discovered ??= client
      .discovery(
        issuerUrl,
        config.clientId,
        config.clientSecret,
        undefined,
        // http is accepted by config.ts only for a provider on this machine
        LOOPBACK.has(issuerUrl.hostname) && issuerUrl.protocol === 'http:'
          ? { execute: [client.allowInsecureRequests], timeout: 10 }
          : { timeout: 10 },
      )
      .catch((err: unknown) => {
        discovered = null;
        throw err;
      });
    return discovered;
  };
  return {
    name: config.name,
    redirectUri: config.redirectUri,
    async authorize(redirectUri) {
      const rp = await discover();
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(rp, {
        redirect_uri: redirectUri,
        scope: config.scopes,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url: url.href, state, nonce, codeVerifier };
    },
    async exchange(callbackUrl, expected) {
      const rp = await discover();
      const tokens = await client.authorizationCodeGrant(rp, callbackUrl, {
        pkceCodeVerifier: expected.codeVerifier,
        expectedState: expected.state,
        expectedNonce: expected.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('the provider sent no ID token');
      return { issuer: claims.iss, subject: claims.sub, displayName: nameOf(claims) };
    },
  };
}
