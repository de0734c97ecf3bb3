// Serves the portal build: hashed assets cached for a year, everything else revalidated, and an SPA
// fallback to index.html for page requests outside /api. Without a build, a page says how to make one.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import type { Middleware } from 'koa';
import serve from 'koa-static';
import { API_PREFIX } from './routes.js';

export function isApiPath(requestPath: string): boolean {
  return requestPath === API_PREFIX || requestPath.startsWith(`${API_PREFIX}/`);
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

const MISSING_BUILD_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>LCARS portal</title></head>
<body>
<h1>The portal has not been built yet</h1>
<p>Run <code>npm run build</code> at the repository root, then reload this page. The API is running under <code>/api</code>.</p>
</body>
</html>
`;

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

export function portalStatic(staticDir: string): Middleware {
  const root = path.resolve(staticDir);
  const indexFile = path.join(root, 'index.html');
  const files = serve(root, {
    index: 'index.html',
    gzip: true,
    brotli: true,
    setHeaders(res: ServerResponse, filePath: string) {
      const relative = path.relative(root, filePath).split(path.sep).join('/');
      res.setHeader('Cache-Control', relative.startsWith('assets/') ? IMMUTABLE : 'no-cache');
    },
  });

  return async (ctx, next) => {
    if (isApiPath(ctx.path)) {
      await next();
      return;
    }
    await files(ctx, async () => {
      const isPageRequest =
        (ctx.method === 'GET' || ctx.method === 'HEAD') &&
        !ctx.path.startsWith('/assets/') &&
        ctx.accepts('html') === 'html';
      if (!isPageRequest) {
        await next();
        return;
      }
      ctx.type = 'html';
      ctx.set('Cache-Control', 'no-cache');
      if (await isFile(indexFile)) {
        ctx.body = createReadStream(indexFile);
      } else {
        ctx.body = MISSING_BUILD_PAGE;
      }
    });
  };
}
