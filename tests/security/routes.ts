import { randomUUID } from "node:crypto";

/** Every API route of the running app, read from its OpenAPI document (`/api/docs/json`). */
export interface ApiRoute {
  readonly method: string;
  /** OpenAPI path, e.g. `/api/v1/support/getTicket/{id}`. */
  readonly path: string;
  readonly pathParams: readonly string[];
  readonly queryParams: readonly string[];
  /** Field names of a JSON request body, when the route declares one. */
  readonly bodyFields: readonly string[];
  readonly multipart: boolean;
}

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

export async function apiRoutes(baseUrl: string): Promise<ApiRoute[]> {
  const doc = (await (await fetch(`${baseUrl}/api/docs/json`)).json()) as { paths: Record<string, Record<string, Operation>> };
  const routes: ApiRoute[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const params = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      routes.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === "path").map((p) => p.name),
        queryParams: params.filter((p) => p.in === "query").map((p) => p.name),
        bodyFields: Object.keys(content["application/json"]?.schema?.properties ?? {}),
        multipart: "multipart/form-data" in content,
      });
    }
  }
  return routes;
}

/** The route's URL with every path parameter filled in (a fresh uuid unless given). */
export function urlOf(route: ApiRoute, values: Record<string, string> = {}): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? randomUUID()));
}

export const label = (route: ApiRoute) => `${route.method} ${route.path}`;
