# syntax=docker/dockerfile:1.7
# One image recipe for every Node process of the product (gateway and services):
#   docker build --build-arg APP_DIR=services/identity -t liquify/identity .
# The build stage installs the workspace and builds everything with Nx (front ends included, the
# gateway serves them); the runtime stage keeps production dependencies, the built libraries and
# the one process folder, and runs `node dist/main.js` there as the unprivileged `node` user.

ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /repo
ENV CI=true NX_DAEMON=false NX_NO_CLOUD=true
COPY . .
RUN --mount=type=cache,target=/root/.npm \
    npm ci --no-audit --no-fund \
 && node_modules/.bin/nx run-many -t build --output-style=stream-without-prefixes \
 && npm prune --omit=dev --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime
ARG APP_DIR=gateway
ENV NODE_ENV=production HOST=0.0.0.0
WORKDIR /repo
COPY --from=build --chown=node:node /repo/package.json ./package.json
COPY --from=build --chown=node:node /repo/node_modules ./node_modules
COPY --from=build --chown=node:node /repo/libs ./libs
COPY --from=build --chown=node:node /repo/frontends ./frontends
COPY --from=build --chown=node:node /repo/${APP_DIR} ./${APP_DIR}
WORKDIR /repo/${APP_DIR}
USER node
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--enable-source-maps", "dist/main.js"]
