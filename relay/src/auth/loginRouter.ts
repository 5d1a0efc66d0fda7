import express, { type Router } from 'express';
import { rateLimit } from 'express-rate-limit';
import { z } from 'zod';
import type { AccountsRepository } from '../storage/accounts.js';
import { sendValidationError } from '../http/errors.js';
import { loginPage, pickLanguage, signedOutPage } from './pages.js';
import { verifyPassword } from './passwords.js';
import { SignInBackoff } from './signInBackoff.js';
import type { TokenService } from './tokens.js';

const credentialsSchema = z.object({
  username: z.string().trim().min(1).max(200),
  password: z.string().min(1).max(1000),
});

export const logoutQuerySchema = z.object({
  id_token_hint: z.string().max(4000).optional(),
  nonce: z.string().max(128).default(''),
  return_to: z.string().max(2000).default('/'),
});

/** The web app's error-403 page ("account not configured"). */
export const FORBIDDEN_PATH = '/errors/permissions';

/** Only paths of this site: an open redirect would let a link send users anywhere. */
export function safeReturnPath(value: string): string {
  return value.startsWith('/') && !value.startsWith('//') && !value.includes('\\') ? value : '/';
}

export interface LoginDeps {
  accounts: AccountsRepository;
  tokens: TokenService;
  /** Per-account slow-down of wrong passwords; a fresh one by default. */
  backoff?: SignInBackoff;
}

/**
 * The relay's own sign-in: `GET /auth/login` shows the form, `POST /auth/login` checks the password
 * and hands the access token to the web app at `/auth/<token>`; `GET /auth/logout` is the
 * session-end page (nonce and return address, as an identity provider's end-session endpoint).
 */
export function createLoginRouter(deps: LoginDeps): Router {
  const router = express.Router();
  const limiter = rateLimit({ windowMs: 60_000, limit: 300, standardHeaders: 'draft-8' });
  const backoff = deps.backoff ?? new SignInBackoff();
  const seconds = (ms: number): number => Math.ceil(ms / 1000);

  router.get('/auth/login', (req, res) => {
    res.type('html').send(loginPage(pickLanguage(req.get('accept-language')), {}));
  });

  router.post('/auth/login', limiter, express.urlencoded({ extended: false }), async (req, res) => {
    const lang = pickLanguage(req.get('accept-language'));
    const parsed = credentialsSchema.safeParse(req.body);
    if (!parsed.success) return sendValidationError(res, parsed.error);
    const { username } = parsed.data;
    const wait = backoff.waitMs(username);
    if (wait > 0) {
      // Refused without checking the password: guessing gains nothing while the account waits.
      res
        .status(429)
        .set('retry-after', String(seconds(wait)))
        .type('html')
        .send(loginPage(lang, { waitSeconds: seconds(wait) }));
      return;
    }
    const user = await deps.accounts.userByUsername(username);
    const ok =
      user?.password_hash && (await verifyPassword(parsed.data.password, user.password_hash));
    // A disabled account is refused as a wrong password is: the form tells nobody it exists.
    if (!user || !ok || user.disabled) {
      backoff.failed(username);
      const next = backoff.waitMs(username);
      res
        .status(401)
        .type('html')
        .send(
          loginPage(lang, { error: true, ...(next > 0 ? { waitSeconds: seconds(next) } : {}) }),
        );
      return;
    }
    backoff.succeeded(username);
    const token = await deps.tokens.issueAccessToken(user.id);
    res.redirect(303, `/auth/${encodeURIComponent(token)}`);
  });

  router.get('/auth/logout', async (req, res) => {
    const parsed = logoutQuerySchema.safeParse(req.query);
    if (!parsed.success) return sendValidationError(res, parsed.error);
    const { id_token_hint: hint, nonce, return_to: returnTo } = parsed.data;
    if (hint) await deps.tokens.endSession(hint);
    res
      .type('html')
      .send(
        signedOutPage(pickLanguage(req.get('accept-language')), safeReturnPath(returnTo), nonce),
      );
  });

  return router;
}
