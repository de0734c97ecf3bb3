#!/bin/sh
# The quick start (`npm start` runs it too): build whatever is missing or older than its sources, then become
# the server (exec), so that nothing of the starting stays resident beside it: started as `scripts/start.sh` the
# whole of what runs is the server (docs/performance.md, "The quick start's memory").
set -e
root="$(cd "$(dirname "$0")/.." && pwd)"
node "$root/scripts/start.mjs"
# glibc's allocator settings of scripts/memory-env.mjs (why there); a value already set wins.
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
export MALLOC_TRIM_THRESHOLD_="${MALLOC_TRIM_THRESHOLD_:-131072}"
exec node "$root/packages/api/dist/server.js"
