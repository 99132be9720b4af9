// PostgreSQL cannot store the NUL character in text or jsonb: a body holding one reached the
// database and came back as a 500. Refused at the edge instead, for every route and every
// database alike: 400 naming the field, as any other malformed input (docs/server.md "Errors").
import type { FastifyRequest } from "fastify";
import { edgeField } from "./edge-words.js";
import { HttpProblem } from "./errors.js";

/** The path of the first string (or key) holding a NUL in `value`, or undefined. */
export function findNul(value: unknown, path: readonly PropertyKey[] = []): PropertyKey[] | undefined {
  if (typeof value === "string") return value.includes("\u0000") ? [...path] : undefined;
  if (typeof value !== "object" || value === null) return undefined;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const at = findNul(item, [...path, i]);
      if (at !== undefined) return at;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    const at = key.includes("\u0000") ? [...path, JSON.stringify(key)] : findNul(item, [...path, key]);
    if (at !== undefined) return at;
  }
  return undefined;
}

export async function refuseNul(request: FastifyRequest): Promise<void> {
  for (const [where, input] of [
    ["params", request.params],
    // As fastify names the query in a validation error, so both refusals name it alike.
    ["querystring", request.query],
    ["body", request.body],
  ] as const) {
    const at = findNul(input);
    if (at !== undefined) {
      // Named as zod's refusals name a field (edge-words.ts): `players[1].name`, `params.id`.
      const field = edgeField(where, at);
      throw new HttpProblem(400, `${field}: the NUL character (\\u0000) is not allowed in text`, {
        code: "INVALID_REQUEST",
        field,
      });
    }
  }
}
