# syntax=docker/dockerfile:1

# Build: all dependencies, then the client and server bundles.
FROM node:20-bookworm-slim AS build
WORKDIR /app
# patches/: applied by npm ci's postinstall, which fails if one no longer applies
# (every patch, why and when it goes: docs/decisions/009-patches.md).
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm ci
COPY . .
RUN npx react-router build

# Production dependencies only (the server bundle keeps node_modules packages external).
# --omit=optional too: typescript and @types/react are "devOptional" in the lockfile (optional
# peers of @react-router/express and /node), which --omit=dev alone keeps (23 MB); no
# production package has an optional dependency of its own. Their source maps go too:
# nothing at run time reads them (node runs without --enable-source-maps).
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm ci --omit=dev --omit=optional && find node_modules -name "*.map" -type f -delete

# Runtime: the build, production dependencies and the server entry, as a non-root user.
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=deps --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/build ./build
COPY --chown=node:node package.json server.mjs worker.mjs ./
# The request path the entry loads before the build (docs/decisions/008-request-path.md).
COPY --chown=node:node app/server/*.mjs ./app/server/
# Run from source at run time: the embedded database's worker, the schema and its
# migrations, and the demo chain generator.
COPY --chown=node:node app/db/pglite-worker.mjs ./app/db/pglite-worker.mjs
COPY --chown=node:node app/lib/pools/house-pool.ts ./app/lib/pools/house-pool.ts
COPY --chown=node:node schema ./schema
COPY --chown=node:node demo ./demo
# The embedded demo chains live here; mount a volume to keep them across restarts.
RUN mkdir -p /app/.data && chown node:node /app/.data
VOLUME ["/app/.data"]
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# React Router resolves its production build only under this condition (patches/react-router+7.18.4.patch).
CMD ["node", "--conditions=production", "--max-old-space-size=192", "--max-semi-space-size=4", "server.mjs"]
