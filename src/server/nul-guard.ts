// PostgreSQL cannot store the NUL character in text or jsonb: a body holding one reached the
// database and came back as a 500. Refused at the edge instead, for every route and every
// database alike: 400 naming the field, as any other malformed input (docs/server.md "Errors").
import type { FastifyRequest } from "fastify";
import { HttpProblem } from "./errors.js";

/** The path of the first string (or key) holding a NUL in `value`, or undefined. */
export function findNul(value: unknown, path: string): string | undefined {
  if (typeof value === "string") return value.includes("\u0000") ? path : undefined;
  if (typeof value !== "object" || value === null) return undefined;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const at = findNul(item, `${path}[${i}]`);
      if (at !== undefined) return at;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    const at = key.includes("\u0000") ? `${path}.${JSON.stringify(key)}` : findNul(item, `${path}.${key}`);
    if (at !== undefined) return at;
  }
  return undefined;
}

export async function refuseNul(request: FastifyRequest): Promise<void> {
  const field =
    findNul(request.params, "params") ?? findNul(request.query, "query") ?? findNul(request.body, "body");
  if (field !== undefined)
    throw new HttpProblem(400, `the NUL character (\\u0000) is not allowed in text`, {
      code: "INVALID_REQUEST",
      field,
    });
}
