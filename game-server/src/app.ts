import cors from "@fastify/cors";
import helmet from "@fastify/helmet";
import rateLimit, { normalizeIP } from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { PlatformContext } from "./api/context.ts";
import { errorBody } from "./api/envelope.ts";
import { errorHandler } from "./api/errors.ts";
import { authGuard } from "./api/auth-guard.ts";
import { apiModules } from "./api/index.ts";
import { registerIdempotency } from "./api/idempotency.ts";
import { registerNulGuard } from "./api/nul-guard.ts";
import { registerReplyLanguage } from "./api/reply-language.ts";
import { registerDeviceRecording } from "./api/fairplay/device-hook.ts";
import { requestForLog } from "./api/log-redaction.ts";
import { registerWebApp } from "./api/web-static.ts";

export interface BuildAppOptions {
  readonly platform: PlatformContext;
  /** The built web app (`web/dist`); served with an SPA fallback when it exists. */
  readonly webDist?: string | undefined;
  /** Where log lines go (default stdout); tests read them from here. */
  readonly logStream?: { write(line: string): void } | undefined;
}

/**
 * Fastify logs two info lines per request, thousands in a short session, burying startup lines,
 * warnings and errors; they are debug lines here (LOG_LEVEL=debug shows them). Errors stay errors.
 */
class DebugRequestLogs extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (!this.isLogDisabled(request)) request.log.debug({ req: request }, "incoming request");
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) super.requestCompleted(error, request, reply);
    else if (!this.isLogDisabled(request)) reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, "request completed");
  }
}

export async function buildApp({ platform, webDist, logStream }: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = platform;
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ["req.headers.authorization", "req.headers.verification", "req.headers.accesstoken", "req.headers.cookie"],
      // Every line that shows a request shows its URL with token-like query parameters redacted.
      serializers: { req: requestForLog },
      ...(logStream ? { stream: logStream } : {}),
    },
    // Only behind a proxy that overwrites X-Forwarded-For may the client address come from it;
    // otherwise per-IP limits could be dodged by sending the header.
    trustProxy: platform.config.TRUST_PROXY,
    bodyLimit: 1_048_576,
    logController: new DebugRequestLogs(),
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
  // Only the platform's own origins (PUBLIC_URL, CORS_ORIGINS, local dev) may call with credentials;
  // any other origin gets no CORS headers, so a foreign page cannot read a reply.
  const allowedOrigins = new Set(config.corsOrigins);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowedOrigins.has(origin)),
    credentials: true,
    exposedHeaders: ["authorization", "verification", "idempotent-replayed"],
    allowedHeaders: ["authorization", "verification", "content-type", "accesstoken", "idempotency-key", "x-device-id"],
  });
  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: "1 minute",
    keyGenerator: rateLimitKey,
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      ...errorBody(`Too many requests. Please try again in ${Math.ceil(ctx.ttl / 1000)} seconds.`),
    }),
  });
  await app.register(authGuard);
  await app.register(swagger, {
    openapi: {
      info: { title: "Rummy platform API", version: platform.version },
      components: { securitySchemes: { bearer: { type: "apiKey", in: "header", name: "authorization" } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });

  app.setErrorHandler(errorHandler());

  // Compression, the web build and the not-found handler (SPA fallback); before the API routes.
  await registerWebApp(app, webDist);
  registerNulGuard(app);
  registerReplyLanguage(app);
  registerDeviceRecording(app);
  // Before the modules: it hooks the money routes as they are declared (onRoute).
  registerIdempotency(app);
  for (const module of apiModules) await app.register(module, { prefix: "/api/v1" });

  return app;
}

/**
 * The rate limit's key: the caller's address, as the plugin's own default has it. A request whose
 * connection closed before it was routed has no address any more (`request.ip` undefined): the
 * default threw on it and logged a 500 for a reply nobody would read (load:cluster, 10,000
 * players, a loaded process answering late). Such a request shares one key; its reply goes nowhere.
 */
export function rateLimitKey(request: Pick<FastifyRequest, "ip">): string {
  return typeof request.ip === "string" ? normalizeIP(request.ip) : "connection-closed";
}
