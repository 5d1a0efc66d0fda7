import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, {
  type Express,
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
  type Router,
} from 'express';
import helmet from 'helmet';
import { bodyRefusal } from './jsonBody.js';
import { OverloadError } from './overload.js';
import { safeUrl } from './safeUrl.js';

export interface AppDeps {
  webDist: string;
  health: () => Record<string, unknown>;
  /** Where unexpected request failures are logged. */
  onError?: (error: unknown) => void;
  /** Sign-in pages (`/auth/...`), mounted at the root. */
  auth?: Router;
  /** The section 7 API, mounted under `/api`. */
  api?: Router;
  /** Feature routers mounted before the API fallback and the web app (e.g. map data). */
  routers?: Router[];
  /** Origins of a configured online map style (its tiles, glyphs and sprites). */
  mapOrigins?: string[];
  /** Refuses API requests while the process is past its budgets (see pressure.ts). */
  pressure?: RequestHandler;
}

/** The relay's HTTP face: health, the API, the feature routers and the built web app. */
export function createApp(deps: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'extended');
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          workerSrc: ["'self'", 'blob:'],
          imgSrc: ["'self'", 'data:', 'blob:', ...(deps.mapOrigins ?? [])],
          styleSrc: ["'self'", "'unsafe-inline'"],
          connectSrc: ["'self'", 'ws:', 'wss:', ...(deps.mapOrigins ?? [])],
          upgradeInsecureRequests: null,
        },
      },
    }),
  );
  app.use(safeUrl);
  app.get('/health', (_req, res) => {
    res.json({ status: 'ok', ...deps.health() });
  });
  if (deps.pressure) app.use('/api', deps.pressure);
  for (const router of deps.routers ?? []) app.use(router);
  if (deps.auth) app.use(deps.auth);
  if (deps.api) app.use('/api', deps.api);
  app.use('/api', (_req, res) => {
    res.status(404).json({ error: 'not_found' });
  });

  const index = join(deps.webDist, 'index.html');
  if (existsSync(index)) {
    app.use(express.static(deps.webDist, { index: false, maxAge: '1h' }));
    app.get('/{*splat}', (_req, res) => {
      res.sendFile(index);
    });
  } else {
    app.get('/', (_req, res) => {
      res
        .status(503)
        .type('text')
        .send('The web app is not built: run `npm run build` (npm start does it).');
    });
  }
  app.use(serverErrors(deps.onError));
  return app;
}

// Connection-level failures of PostgreSQL (class 08), an administrator's shutdown or restart
// (57P01-57P03), and a connection the server closed.
const DATABASE_DOWN = new Set(['57P01', '57P02', '57P03', 'ECONNREFUSED', 'ECONNRESET']);
// Class 53: the database's disk, memory or connections ran out (53100 disk full).
const RESOURCES_OUT = /^53/;

/**
 * A request body a parser refused (`jsonBody`, or a router's own `express.json`): the client's
 * mistake, so 400 naming the body (413 over the route's limit, 415 for an encoding the relay
 * cannot decode), never a 500.
 */
function bodyError(error: unknown, res: Response): boolean {
  const refused = bodyRefusal(error);
  if (!refused) return false;
  const { status, field, message } = refused;
  res.status(status).json({ error: 'invalid_request', field, message });
  return true;
}

/**
 * The last error handler: a call caught while the database restarts gets a 503 in words, a write
 * refused on a full disk a 507 in words (what was saved stays, reads still work), anything else a
 * plain 500 without the stack trace Express would otherwise show.
 */
function serverErrors(onError: ((error: unknown) => void) | undefined) {
  return (error: unknown, _req: Request, res: Response, next: NextFunction): void => {
    if (res.headersSent) return next(error);
    if (bodyError(error, res)) return;
    if (error instanceof OverloadError) {
      res.status(503).set('retry-after', '5').json({ error: 'overloaded', message: error.message });
      return;
    }
    const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
    const text = typeof code === 'string' ? code : '';
    if (
      DATABASE_DOWN.has(text) ||
      text.startsWith('08') ||
      (typeof message === 'string' && /Connection terminated/i.test(message))
    ) {
      res.status(503).set('retry-after', '2').json({
        error: 'database_unavailable',
        message: 'The database is unavailable for a moment: try again shortly',
      });
      return;
    }
    onError?.(error);
    if (RESOURCES_OUT.test(text)) {
      res.status(507).json({
        error: 'storage_full',
        message:
          'The server has no room left to save this: nothing was changed. An administrator must free disk space',
      });
      return;
    }
    res.status(500).json({ error: 'internal', message: 'Something went wrong on the server' });
  };
}
