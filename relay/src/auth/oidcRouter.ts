import express, { type Request, type Response, type Router } from 'express';
import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import * as oidc from 'openid-client';
import type { Logger } from 'pino';
import { z } from 'zod';
import { sendValidationError } from '../http/errors.js';
import {
  FORBIDDEN_PATH,
  logoutQuerySchema,
  safeReturnPath,
  type LoginDeps,
} from './loginRouter.js';
import { findProviderUser } from './oidcUsers.js';
import { pickLanguage, signedOutPage, signInFailedPage } from './pages.js';

export interface OidcSettings {
  issuer: string;
  clientId: string;
  /** Unset: a public client, the code protected by PKCE alone. */
  clientSecret?: string | undefined;
  /** The relay's address as browsers reach it; unset, each request's protocol and Host. */
  publicUrl?: string | undefined;
}

export interface OidcDeps extends LoginDeps {
  settings: OidcSettings;
  /** Seals the short-lived flow cookies (the relay's token secret). */
  secret: Uint8Array;
  log: Logger;
}

const SCOPE = 'openid profile email';
const FLOW_COOKIE = 'fleetdeck_oidc_flow';
const ID_TOKEN_COOKIE = 'fleetdeck_oidc_id';
const DENIED_COOKIE = 'fleetdeck_oidc_denied';
const FLOW_TTL_S = 600;
const SESSION_TTL_MS = 12 * 3600_000;

const callbackQuerySchema = z.looseObject({
  state: z.string().min(1).max(1000),
  code: z.string().max(4000).optional(),
  error: z.string().max(200).optional(),
});

const doneQuerySchema = z.looseObject({ state: z.string().max(2000).optional() });

const flowSchema = z.object({ state: z.string(), nonce: z.string(), verifier: z.string() });
const logoutStateSchema = z.object({ nonce: z.string(), return_to: z.string() });

/** Reads one cookie of the request (the relay sets only these few, so no parser is needed). */
function cookie(req: Request, name: string): string | undefined {
  for (const part of (req.get('cookie') ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * Sign-in through an OpenID Connect provider (authorization code with PKCE, state and nonce),
 * replacing the relay's own form behind the same routes: `GET /auth/login` goes to the provider,
 * `GET /auth/callback` maps the provider's account to a FleetDeck user and hands the same access
 * token to the web app at `/auth/<token>` (an unknown account goes to the 403 page, and the next
 * sign-in asks the provider for credentials again); `GET /auth/logout` ends the session and goes on
 * to the provider's end-session page with the ID token, a nonce-bearing state and the return
 * address `/auth/logout/done`. The flow's secrets travel in a signed, http-only cookie, so any
 * relay behind the balancer can finish a sign-in another began.
 */
export function createOidcRouter(deps: OidcDeps): Router {
  const { settings, secret, log } = deps;
  const router = express.Router();
  const discover = lazyDiscovery(settings, log);

  const baseUrl = (req: Request): string =>
    settings.publicUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
  const cookieOptions = (req: Request, maxAge: number) => ({
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: baseUrl(req).startsWith('https:'),
    path: '/auth',
    maxAge,
  });
  const seal = (claims: Record<string, string>, audience: string): Promise<string> =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime(`${FLOW_TTL_S}s`)
      .sign(secret);
  const unseal = async (
    token: string | undefined,
    audience: string,
  ): Promise<JWTPayload | null> => {
    if (!token) return null;
    try {
      return (await jwtVerify(token, secret, { audience })).payload;
    } catch {
      return null;
    }
  };
  const failed = (req: Request, res: Response, status: number): void => {
    res
      .status(status)
      .type('html')
      .send(signInFailedPage(pickLanguage(req.get('accept-language'))));
  };

  router.get('/auth/login', async (req, res) => {
    const config = await discover().catch(() => null);
    if (!config) return failed(req, res, 503);
    const verifier = oidc.randomPKCECodeVerifier();
    const flow = { state: oidc.randomState(), nonce: oidc.randomNonce(), verifier };
    const parameters: Record<string, string> = {
      redirect_uri: `${baseUrl(req)}/auth/callback`,
      scope: SCOPE,
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state: flow.state,
      nonce: flow.nonce,
    };
    // After an account that is not configured: let the person sign in as someone else.
    if (cookie(req, DENIED_COOKIE)) {
      parameters['prompt'] = 'login';
      res.clearCookie(DENIED_COOKIE, { path: '/auth' });
    }
    res.cookie(FLOW_COOKIE, await seal(flow, 'oidc-flow'), cookieOptions(req, FLOW_TTL_S * 1000));
    res.redirect(303, oidc.buildAuthorizationUrl(config, parameters).href);
  });

  router.get('/auth/callback', async (req, res) => {
    const query = callbackQuerySchema.safeParse(req.query);
    if (!query.success) return sendValidationError(res, query.error);
    const flow = flowSchema.safeParse(await unseal(cookie(req, FLOW_COOKIE), 'oidc-flow'));
    res.clearCookie(FLOW_COOKIE, { path: '/auth' });
    const config = await discover().catch(() => null);
    if (!config) return failed(req, res, 503);
    if (!flow.success) return failed(req, res, 400);

    let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
    try {
      tokens = await oidc.authorizationCodeGrant(config, new URL(req.originalUrl, baseUrl(req)), {
        pkceCodeVerifier: flow.data.verifier,
        expectedState: flow.data.state,
        expectedNonce: flow.data.nonce,
        idTokenExpected: true,
      });
    } catch (error) {
      log.warn({ err: error }, 'OpenID Connect callback refused');
      return failed(req, res, 400);
    }
    const idClaims = tokens.claims();
    if (!idClaims) return failed(req, res, 400);
    let claims: Record<string, unknown> & { sub: string } = { ...idClaims };
    if (config.serverMetadata().userinfo_endpoint) {
      try {
        const info = await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub);
        claims = { ...info, ...idClaims };
      } catch (error) {
        log.warn({ err: error }, 'OpenID Connect UserInfo failed; using the ID token alone');
      }
    }

    const user = await findProviderUser(deps.accounts, claims);
    if (!user) {
      log.info({ sub: claims.sub }, 'OpenID Connect account not configured for FleetDeck');
      res.cookie(DENIED_COOKIE, '1', cookieOptions(req, FLOW_TTL_S * 1000));
      res.redirect(303, FORBIDDEN_PATH);
      return;
    }
    if (tokens.id_token) {
      res.cookie(ID_TOKEN_COOKIE, tokens.id_token, cookieOptions(req, SESSION_TTL_MS));
    }
    const token = await deps.tokens.issueAccessToken(user.id);
    res.redirect(303, `/auth/${encodeURIComponent(token)}`);
  });

  router.get('/auth/logout', async (req, res) => {
    const parsed = logoutQuerySchema.safeParse(req.query);
    if (!parsed.success) return sendValidationError(res, parsed.error);
    const { id_token_hint: hint, nonce, return_to: returnTo } = parsed.data;
    if (hint) await deps.tokens.endSession(hint);
    const idToken = cookie(req, ID_TOKEN_COOKIE);
    res.clearCookie(ID_TOKEN_COOKIE, { path: '/auth' });
    const config = await discover().catch(() => null);
    if (config?.serverMetadata().end_session_endpoint) {
      const state = await seal({ nonce, return_to: safeReturnPath(returnTo) }, 'oidc-logout');
      const endSession = oidc.buildEndSessionUrl(config, {
        post_logout_redirect_uri: `${baseUrl(req)}/auth/logout/done`,
        state,
        ...(idToken ? { id_token_hint: idToken } : {}),
      });
      res.redirect(303, endSession.href);
      return;
    }
    // A provider without RP-initiated logout (or unreachable): the relay's own page.
    res
      .type('html')
      .send(
        signedOutPage(pickLanguage(req.get('accept-language')), safeReturnPath(returnTo), nonce),
      );
  });

  router.get('/auth/logout/done', async (req, res) => {
    const query = doneQuerySchema.safeParse(req.query);
    if (!query.success) return sendValidationError(res, query.error);
    const state = logoutStateSchema.safeParse(await unseal(query.data.state, 'oidc-logout'));
    const lang = pickLanguage(req.get('accept-language'));
    res
      .type('html')
      .send(
        state.success
          ? signedOutPage(lang, safeReturnPath(state.data.return_to), state.data.nonce)
          : signedOutPage(lang, '/', ''),
      );
  });

  return router;
}

/** The provider's metadata, fetched on first use and again after a failure (provider down). */
function lazyDiscovery(settings: OidcSettings, log: Logger): () => Promise<oidc.Configuration> {
  let pending: Promise<oidc.Configuration> | undefined;
  const insecure = settings.issuer.startsWith('http:');
  return () => {
    pending ??= oidc
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        undefined,
        settings.clientSecret ? oidc.ClientSecretBasic(settings.clientSecret) : oidc.None(),
        // Plain http only when configured so (a provider on loopback or a private network).
        { execute: insecure ? [oidc.allowInsecureRequests] : [], timeout: 10 },
      )
      .catch((error: unknown) => {
        log.error({ err: error, issuer: settings.issuer }, 'OpenID Connect discovery failed');
        pending = undefined;
        throw error;
      });
    return pending;
  };
}
