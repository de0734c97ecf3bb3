import http from 'node:http';
import Koa from 'koa';
import Router from '@koa/router';
const body = process.env.RAW_BODY;
const app = new Koa();
const answer = (ctx) => {
  ctx.type = 'application/json';
  ctx.body = body;
};
// WITH_JWT: the bearer token checked by the API's own HS256 verification (jose, the same key and claims;
// JWT_CACHE=1 keeps its verified-token cache, as the API does, JWT_CACHE=0 verifies every request).
let verify = null;
if (process.env.WITH_JWT) {
  const key = new TextEncoder().encode(process.env.JWT_SECRET);
  if (process.env.JWT_CACHE === '1') {
    const { verifyAccessToken } = await import(process.env.TOKENS_MODULE);
    verify = (token) => verifyAccessToken(key, token);
  } else {
    const { jwtVerify } = await import('jose');
    const secret = await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
    verify = async (token) => {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'], issuer: 'lcars-portal', audience: 'lcars-portal',
          requiredClaims: ['exp', 'iat', 'sub'], maxTokenAge: 960,
        });
        return { userId: Number(payload.sub) };
      } catch {
        return null;
      }
    };
  }
}
if (process.env.HEADERS_JSON) {
  const headers = JSON.parse(process.env.HEADERS_JSON);
  app.use(async (ctx, next) => {
    for (const [name, value] of headers) ctx.res.setHeader(name, value);
    await next();
  });
}
if (process.env.WITH_ROUTER) {
  const router = new Router();
  router.get('/', async (ctx) => {
    if (verify) {
      const header = ctx.get('authorization');
      const verified = header.startsWith('Bearer ') ? await verify(header.slice(7)) : null;
      if (!verified) {
        ctx.status = 401;
        return;
      }
    }
    answer(ctx);
  });
  app.use(async (ctx, next) => {
    try {
      await next();
    } catch {
      ctx.status = 500;
    }
  });
  app.use(router.routes());
} else {
  app.use(answer);
}
const server = http.createServer(app.callback());
server.listen(0, '127.0.0.1', () => console.log('listening on http://127.0.0.1:' + server.address().port));
