// docs/architecture.md "HTTP contract": one error mapper. Every failure leaves as application/problem+json
// {type, title, status, detail, code?, field?, rule?}: 400 malformed input (naming the field),
// 401 no credentials, 403 not your role, 404, 409 version conflict, 413 too large, 422 a rule
// of the core says no (with its stable code and rule). Bad input never becomes a 500.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import {
  ERROR_CODES,
  errorKind,
  toUserRule,
  type DomainError,
  type ErrorCode,
  type ErrorKind,
} from "../core/errors.js";
import type { CommandError } from "../app/command-pipeline.js";
import { isStoreUnavailable } from "../store/unavailable.js";
import { edgeRefusal } from "./edge-words.js";

export interface Problem {
  readonly type: string;
  readonly title: string;
  readonly status: number;
  readonly detail: string;
  readonly code?: string;
  readonly field?: string;
  readonly rule?: string;
  /** 5xx only: the id of the request, as the server log names it (docs/server.md "Errors"). */
  readonly requestId?: string;
}

/** Thrown by routes and hooks; the error handler turns it into problem+json. */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    detail: string,
    readonly extra: { readonly code?: string; readonly field?: string; readonly rule?: string } = {},
  ) {
    super(detail);
  }
}

const TITLES: Readonly<Record<number, string>> = {
  400: "Bad request",
  401: "Not signed in",
  403: "Not allowed",
  404: "Not found",
  405: "Method not allowed",
  409: "Conflict",
  413: "Too large",
  415: "Unsupported media type",
  422: "A rule says no",
  429: "Too many requests",
  500: "Internal error",
  503: "Not ready",
};

/** docs/architecture.md: the core's kind of "no" decides the status (ERROR_KIND is exhaustive over ErrorCode). */
const STATUS_BY_KIND: Readonly<Record<ErrorKind, number>> = {
  validation: 400,
  "not-found": 404,
  conflict: 409,
  forbidden: 403,
  rule: 422,
};

export function statusOfCode(code: string): number {
  return isErrorCode(code) ? STATUS_BY_KIND[errorKind(code)] : 422;
}

function isErrorCode(code: string): code is ErrorCode {
  return (ERROR_CODES as readonly string[]).includes(code);
}

export function toProblem(status: number, detail: string, extra: HttpProblem["extra"] = {}): Problem {
  const title = TITLES[status] ?? "Error";
  return {
    type: extra.code
      ? `https://handsdown.invalid/problems/${extra.code.toLowerCase().replaceAll("_", "-")}`
      : "about:blank",
    title,
    status,
    detail,
    ...(extra.code !== undefined && { code: extra.code }),
    ...(extra.field !== undefined && { field: extra.field }),
    // People read docs/rules.md, shipped with the package, not docs/rules.md.
    ...(extra.rule !== undefined && { rule: toUserRule(extra.rule) }),
  };
}

/** A core refusal or a version conflict as an HttpProblem. */
export function fromCommandError(error: CommandError): HttpProblem {
  if (error.code === "VERSION_CONFLICT") return new HttpProblem(409, error.message, { code: error.code });
  const domain: DomainError = error;
  return new HttpProblem(statusOfCode(domain.code), domain.message, {
    code: domain.code,
    ...(domain.field !== "" && { field: domain.field }),
    rule: domain.rule,
  });
}

export function sendProblem(reply: FastifyReply, problem: HttpProblem): FastifyReply {
  return reply
    .code(problem.status)
    .type("application/problem+json; charset=utf-8")
    .send(toProblem(problem.status, problem.message, problem.extra));
}

/** A malformed request (zod at the edge): the field it names, in the core's words (edge-words.ts). */
function fromValidation(error: FastifyError, request: FastifyRequest): HttpProblem {
  const where = error.validationContext ?? "body";
  const issues = hasZodFastifySchemaValidationErrors(error) ? error.validation : (error.validation ?? []);
  const input = {
    body: request.body,
    params: request.params,
    querystring: request.query,
    headers: request.headers,
  }[where];
  const { field, detail } = edgeRefusal(where, issues, input);
  return new HttpProblem(400, detail, { code: "INVALID_REQUEST", field });
}

/** Fastify's own errors (body parsing, limits) by their codes. */
function fromFastify(error: FastifyError): HttpProblem | undefined {
  switch (error.code) {
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return new HttpProblem(413, "the request body is too large", { code: "BODY_TOO_LARGE", field: "body" });
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return new HttpProblem(415, "send the body as application/json", {
        code: "UNSUPPORTED_MEDIA_TYPE",
        field: "body",
      });
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return new HttpProblem(400, "the JSON body is empty", { code: "INVALID_REQUEST", field: "body" });
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return new HttpProblem(400, "malformed JSON", { code: "INVALID_REQUEST", field: "body" });
    default:
      break;
  }
  if (error instanceof SyntaxError || error.name === "SyntaxError") {
    return new HttpProblem(400, "malformed JSON", { code: "INVALID_REQUEST", field: "body" });
  }
  if (typeof error.statusCode === "number" && error.statusCode >= 400 && error.statusCode < 500) {
    return new HttpProblem(error.statusCode, error.message, error.code ? { code: error.code } : {});
  }
  return undefined;
}

/**
 * A 5xx is the server's fault (a bug, the database away): logged with its stack and the request's
 * id, which the answer carries as `requestId` so a TD's report finds the log line.
 */
function sendServerProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  problem: HttpProblem,
  error: unknown,
): FastifyReply {
  request.log.error(
    { err: error, requestId: request.id, method: request.method, url: request.url.split("?")[0] },
    `${problem.status} ${problem.message}`,
  );
  return reply
    .code(problem.status)
    .type("application/problem+json; charset=utf-8")
    .send({ ...toProblem(problem.status, problem.message, problem.extra), requestId: request.id });
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpProblem)
      return error.status >= 500
        ? sendServerProblem(request, reply, error, error)
        : sendProblem(reply, error);
    if (error.validation) return sendProblem(reply, fromValidation(error, request));
    const known = fromFastify(error);
    if (known) return sendProblem(reply, known);
    if (isStoreUnavailable(error)) {
      // A write in flight when the connection was cut may or may not be committed: the same
      // commandId again is applied at most once (docs/server.md "Errors").
      void reply.header("retry-after", "1");
      return sendServerProblem(
        request,
        reply,
        new HttpProblem(
          503,
          "the database cannot be reached; try again (a command retried with the same commandId is applied once)",
          { code: "DATABASE_UNAVAILABLE" },
        ),
        error,
      );
    }
    // A bug: logged in full, answered without the stack.
    return sendServerProblem(
      request,
      reply,
      new HttpProblem(500, "internal error; see the server log"),
      error,
    );
  });
  app.setNotFoundHandler((request, reply) =>
    sendProblem(reply, new HttpProblem(404, `no route ${request.method} ${request.url.split("?")[0] ?? ""}`)),
  );
}
