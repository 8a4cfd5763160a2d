# One image for both services; docker-compose.yml picks the command (the default runs the main API).
# Stage 1 installs everything and builds the storefront (frontend/dist) and the servers' bundles (plain
# JavaScript: backend/dist, assistance-service/dist; scripts/build-servers.mjs). Stage 2 holds only what
# running needs: production dependencies, the bundles, the storefront build, the migrations and the bill's
# fonts (backend/assets). No tsx, no TypeScript, no dev tools. scripts/build-servers.test.ts starts the
# bundles from this stage's layout.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY server-kit/package.json server-kit/
COPY backend/package.json backend/
COPY assistance-service/package.json assistance-service/
COPY frontend/package.json frontend/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm run build:servers

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
# npm checks the lockfile against every workspace's manifest, so all of them come along; only the two
# services' production dependencies (and those of the workspace packages they use) are installed.
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY server-kit/package.json server-kit/
COPY backend/package.json backend/
COPY assistance-service/package.json assistance-service/
COPY frontend/package.json frontend/
COPY e2e/package.json e2e/
RUN npm ci --omit=dev --workspace backend --workspace assistance-service --no-audit --no-fund \
  && npm cache clean --force
# A bundle finds the migrations, the bill's fonts and the storefront where its sources did
# (scripts/build-servers.mjs), so they keep their places in the repository's layout.
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/assistance-service/dist assistance-service/dist
COPY --from=build /app/backend/src/db/migrations backend/src/db/migrations
COPY --from=build /app/backend/assets backend/assets
COPY --from=build /app/assistance-service/src/db/migrations assistance-service/src/db/migrations
COPY --from=build /app/frontend/dist frontend/dist
# The memory settings every way of starting a service shares (MALLOC_MMAP_THRESHOLD_, --liftoff-only).
COPY scripts/run-service.sh scripts/
RUN mkdir -p /data && chown node:node /data
USER node
# /healthz: the process is up and serving. The image has node but no curl. An assistance container checks
# its own port instead (docker-compose.yml does).
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://localhost:' + (process.env.BACKEND_PORT || 4000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# run-service.sh ends in `exec node …`: node becomes the container's main process and gets its signals.
CMD ["sh", "scripts/run-service.sh", "backend/dist/server.mjs"]
