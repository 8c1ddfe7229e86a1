# syntax=docker/dockerfile:1.7
# One recipe, one image per Node process of the product (gateway and services), chosen with APP_DIR:
#   docker build --build-arg APP_DIR=services/identity -t liquify/identity:<version> .
# Stages:
#   manifests  the root and workspace package.json files and package-lock.json, nothing else, so the
#              `npm ci` layers below are rebuilt only when a manifest or the lock changes
#   deps       every dependency (build tools, front-end packages) for the build
#   build      nx builds every library, process and front end (the gateway serves the front ends)
#   prod-deps  `npm ci --omit=dev`: the runtime dependencies only (no rspack, React, TypeScript, jest...)
#   app        the files one process runs from (scripts/docker/runtime-files.mjs)
#   runtime    the base image, prod-deps' node_modules and the app files, run as UID 10001
# The build stages do not depend on APP_DIR, so building the seven images builds the workspace once.
# scripts/docker/dockerfile.test.mjs checks this file (base pinned, non-root, stages, lint).

ARG NODE_IMAGE=node:24.21.0-bookworm-slim

FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
# The manifests npm ci reads: package-lock.json, the root package.json and each workspace's (libs/*,
# services/*, gateway, frontends/*), at their paths.
RUN set -eu; mkdir -p /manifests; cp package.json package-lock.json /manifests/; \
    for dir in libs/* services/* gateway frontends/*; do \
      if [ -f "$dir/package.json" ]; then mkdir -p "/manifests/$dir" && cp "$dir/package.json" "/manifests/$dir/"; fi; \
    done

FROM ${NODE_IMAGE} AS deps
WORKDIR /repo
ENV CI=true
COPY --from=manifests /manifests/ ./
RUN --mount=type=cache,target=/root/.npm \
    npm ci --no-audit --no-fund

FROM deps AS build
ENV NX_DAEMON=false NX_NO_CLOUD=true
COPY . .
RUN node_modules/.bin/nx run-many -t build --output-style=stream-without-prefixes

FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /repo
ENV CI=true
COPY --from=manifests /manifests/ ./
# --ignore-scripts: no runtime dependency needs its install script (protobufjs' only prints a version notice).
RUN --mount=type=cache,target=/root/.npm \
    npm ci --omit=dev --ignore-scripts --no-audit --no-fund

FROM build AS app
ARG APP_DIR=gateway
RUN node scripts/docker/runtime-files.mjs "${APP_DIR}" /app

FROM ${NODE_IMAGE} AS runtime
ARG APP_DIR=gateway
ENV NODE_ENV=production HOST=0.0.0.0
RUN groupadd --system --gid 10001 liquify \
 && useradd --system --uid 10001 --gid 10001 --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin liquify
WORKDIR /repo
COPY --from=prod-deps /repo/node_modules ./node_modules
COPY --from=app /app/ ./
WORKDIR /repo/${APP_DIR}
USER 10001:10001
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--enable-source-maps", "dist/main.js"]
