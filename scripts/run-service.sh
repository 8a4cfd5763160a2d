#!/bin/sh
# Starts one service's node process with the memory settings that every way of starting a service shares:
# `npm start` (scripts/start.mjs), `npm start -w backend` / `-w assistance-service`, and the Docker image.
#   sh scripts/run-service.sh [node options…] <entry>
# `exec` replaces this shell with node: node keeps the process id and receives the signals, and nothing stays
# in memory beside it (a launcher written in JavaScript would cost a second node process).
#
# glibc's allocator otherwise raises its mmap threshold after the first large free and keeps later large
# blocks in a heap it cannot give back: PGlite's start-up left each service ~50 MB heavier for good. A fixed
# threshold returns them. A value set in the environment wins. (Only an environment variable or mallopt() can
# set it, so it cannot live in the service's own code.)
export MALLOC_MMAP_THRESHOLD_="${MALLOC_MMAP_THRESHOLD_:-131072}"

# PGlite is PostgreSQL compiled to WebAssembly. V8's baseline compiler alone (Liftoff) keeps each service
# ~45 MB smaller than when it also optimises hot functions; point queries are as fast, scans and sorts take
# about twice as long, which a small catalogue never notices. PGLITE_OPTIMIZE=true trades the memory back.
# Without PGlite (a PostgreSQL server) the flag changes nothing. (NODE_OPTIONS does not accept this flag.)
if [ "$PGLITE_OPTIMIZE" = true ]; then
  exec node "$@"
fi
exec node --liftoff-only "$@"
