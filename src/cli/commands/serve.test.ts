// `serve --trust-proxy` names the proxies whose X-Forwarded-For is believed (docs/guide/hosting.md):
// addresses, address/prefix ranges or proxy-addr's range names — never "everyone", which would let
// any client pick the address the sign-in and stream limits count.
import { describe, expect, it } from "vitest";
import { CliError } from "../exit.js";
import { parseLimit, parseTrustProxy } from "./serve.run.js";

describe("serve options", () => {
  it("--trust-proxy takes addresses, ranges and loopback/linklocal/uniquelocal", () => {
    expect(parseTrustProxy(undefined)).toBeUndefined();
    expect(parseTrustProxy("127.0.0.1")).toBe("127.0.0.1");
    expect(parseTrustProxy("10.0.0.0/8, ::1,loopback")).toBe("10.0.0.0/8,::1,loopback");
    expect(parseTrustProxy("fd00::/8")).toBe("fd00::/8");
  });

  it.each(["true", "*", "10.0.0.0/33", "proxy.example.org", "127.0.0.1/8/1", ""])(
    "--trust-proxy %j is refused, naming the option",
    (text) => {
      expect(() => parseTrustProxy(text)).toThrow(CliError);
      expect(() => parseTrustProxy(text)).toThrow(/^--trust-proxy /);
    },
  );

  it("a --max-… option is a whole number of at least 1", () => {
    expect(parseLimit("--max-players", "64")).toBe(64);
    expect(parseLimit("--max-players", undefined)).toBeUndefined();
    for (const bad of ["0", "-1", "1.5", "lots"])
      expect(() => parseLimit("--max-players", bad)).toThrow(/^--max-players /);
  });
});
