# One image for both services; docker-compose.yml picks the command.
FROM node:20-bookworm-slim
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
RUN npm run build
ENV NODE_ENV=production
# Large freed blocks go back to the system (scripts/start.mjs says why; ~50 MB less per PGlite service).
ENV MALLOC_MMAP_THRESHOLD_=131072
RUN mkdir -p /data && chown node:node /data
USER node
CMD ["node", "--import", "tsx", "backend/src/server.ts"]
