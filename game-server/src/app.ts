import { existsSync } from "node:fs";
import { join } from "node:path";
import cors from "@fastify/cors";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyError, type FastifyInstance } from "fastify";
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { PlatformContext } from "./api/context.ts";
import { errorBody, HttpError } from "./api/envelope.ts";
import { apiModules } from "./api/index.ts";
import { registerNulGuard } from "./api/nul-guard.ts";
import { sessionTokens } from "./api/session-tokens.ts";

export interface BuildAppOptions {
  readonly platform: PlatformContext;
  /** The built web app (`web/dist`); served with an SPA fallback when it exists. */
  readonly webDist?: string | undefined;
}

/** Paths that are never the web app: unknown ones answer a JSON 404 instead of index.html. */
const API_PREFIXES = ["/api/", "/matchmake/", "/colyseus"];

/** Built files: `/assets/<name>` with nothing that could climb out of the folder. */
const ASSET_PATH = /^\/assets\/[A-Za-z0-9_-][A-Za-z0-9_.-]*$/;

export async function buildApp({ platform, webDist }: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = platform;
  const app = Fastify({
    logger: { level: config.LOG_LEVEL, redact: ["req.headers.authorization", "req.headers.verification"] },
    // Only behind a proxy that overwrites X-Forwarded-For may the client address come from it;
    // otherwise per-IP limits could be dodged by sending the header.
    trustProxy: platform.config.TRUST_PROXY,
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("platform", platform);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        connectSrc: ["'self'", "ws:", "wss:"],
        imgSrc: ["'self'", "data:", "blob:"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        workerSrc: ["'self'", "blob:"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cors, {
    origin: true,
    credentials: true,
    exposedHeaders: ["authorization", "verification"],
    allowedHeaders: ["authorization", "verification", "content-type", "accesstoken"],
  });
  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: "1 minute",
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      ...errorBody(`Too many requests. Please try again in ${Math.ceil(ctx.ttl / 1000)} seconds.`),
    }),
  });
  await app.register(sessionTokens);
  await app.register(swagger, {
    openapi: {
      info: { title: "Rummy platform API", version: platform.version },
      components: { securitySchemes: { bearer: { type: "apiKey", in: "header", name: "authorization" } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, "").replaceAll("/", ".") || first?.params?.["missingProperty"];
      const detail = first?.message ?? "invalid input";
      return reply.code(400).send(errorBody(field ? `${String(field)}: ${detail}` : detail));
    }
    if (error instanceof HttpError) return reply.code(error.statusCode).send(errorBody(error.message, error.code ? { code: error.code } : {}));
    const status = error.statusCode ?? 500;
    if (status < 500) return reply.code(status).send(errorBody(error.message));
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send(errorBody("Something went wrong on our side. Please try again."));
  });

  registerNulGuard(app);
  for (const module of apiModules) await app.register(module, { prefix: "/api/v1" });

  const indexHtml = webDist ? join(webDist, "index.html") : undefined;
  const serveWeb = Boolean(webDist && indexHtml && existsSync(indexHtml));
  if (serveWeb && webDist) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: ["index.html"] });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    const wantsApp = request.method === "GET" && !API_PREFIXES.some((p) => request.url.startsWith(p));
    // The static routes are the files found at boot; a web build made since (hashed names) is
    // served from here, and a script that does not exist is a 404, never the page in its place.
    if (serveWeb && webDist && wantsApp && ASSET_PATH.test(path)) {
      if (existsSync(join(webDist, path))) return reply.sendFile(path.slice(1));
      return reply.code(404).send(errorBody(`Not found: GET ${path}`));
    }
    if (serveWeb && wantsApp) return reply.type("text/html").sendFile("index.html");
    return reply.code(404).send(errorBody(`Not found: ${request.method} ${path}`));
  });

  return app;
}
