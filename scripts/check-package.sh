#!/usr/bin/env bash
# The path of a TD who never clones (README "Quick start, without cloning"): pack the package as
# npm would publish it, install the tarball into an empty prefix, and run the installed
# `handsdown`: the demo into a fresh database, then `serve` on it until /api/health, the event
# list and the demo's public page answer. Nothing from this checkout is on the path but the
# tarball, so a file missing from "files", a devDependency needed at run time or a broken bin
# fails here. Prints one closing line; exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."

work=$(mktemp -d)
server_pid=""
cleanup() {
  if [ -n "$server_pid" ]; then kill "$server_pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

echo "package: packing"
tarball=$(npm pack --silent --pack-destination "$work" | tail -n 1)
echo "package: installing $tarball into an empty prefix"
# CI reaches the npm registry only: better-sqlite3 is built from its source (as on a machine whose
# prebuilt-binary download fails), not fetched as a prebuilt binary.
npm_config_build_from_source=true npm install --global --prefix "$work/prefix" --no-audit --no-fund --loglevel=error "$work/$tarball" >"$work/install.log" 2>&1 ||
  { cat "$work/install.log"; echo "package: install failed" >&2; exit 1; }
bin="$work/prefix/bin/handsdown"
[ -x "$bin" ] || { echo "package: no handsdown command after install" >&2; exit 1; }

# Run from an empty folder, so nothing of the checkout can be found by a relative path.
mkdir "$work/venue"
cd "$work/venue"
"$bin" --version
"$bin" demo --players 8 --db venue.db >demo.out
event=$("$bin" list --db venue.db --json | node -e 'process.stdout.write(JSON.parse(require("fs").readFileSync(0,"utf8")).events[0].id)')
[ -n "$event" ] || { echo "package: the demo made no event" >&2; exit 1; }

"$bin" serve --db venue.db --port 0 >serve.out 2>serve.err &
server_pid=$!
port=""
for _ in $(seq 1 100); do
  port=$(sed -nE 's#.*http://127\.0\.0\.1:([0-9]+)/.*#\1#p' serve.out | head -n 1)
  if [ -n "$port" ] && grep -q "Stop with Ctrl-C" serve.out; then break; fi
  port=""
  sleep 0.2
done
[ -n "$port" ] || { cat serve.out serve.err; echo "package: serve never listened" >&2; exit 1; }

fetch() {
  node -e '
    fetch(process.argv[1]).then(async (r) => {
      const body = await r.text();
      if (r.status !== 200) { console.error(process.argv[1] + " answered " + r.status); process.exit(1); }
      if (!body.includes(process.argv[2])) { console.error(process.argv[1] + " lacks " + process.argv[2]); process.exit(1); }
    }, (e) => { console.error(String(e)); process.exit(1); });' "$1" "$2"
}
fetch "http://127.0.0.1:$port/api/health" "ok"
fetch "http://127.0.0.1:$port/api/events" "$event"
fetch "http://127.0.0.1:$port/events/$event" "<html"

kill "$server_pid"
wait "$server_pid" || true
server_pid=""
echo "package: 1 passed, 0 failed"
