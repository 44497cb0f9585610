# syntax=docker/dockerfile:1
# Flowlane's image: one image for every role (ROLE=web, worker, scheduler or all), on Node.js 24 LTS.
#   docker build -t flowlane .
#   docker run --rm -p 3000:3000 -v flowlane-data:/data flowlane          # embedded mode, as `npm start`
# compose.yaml runs it in scale mode (web, two workers, a scheduler, PostgreSQL, Redis); deploy/kubernetes
# on a cluster. See the README's "Deploy".
ARG NODE_IMAGE=node:24-bookworm-slim

# Every workspace's package.json and the lock file, alone: the dependency layers below are built again only
# when one of them changes, not on every source edit.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir /manifests \
  && find . -name package.json -not -path '*/node_modules/*' -exec cp --parents {} /manifests/ \; \
  && cp package-lock.json /manifests/

# Builds the web app and the server (apps/web/dist, apps/server/dist), with every dependency.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY --from=manifests /manifests/ ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# The dependencies the server loads at run time (native ones included, built for this image's Node).
FROM ${NODE_IMAGE} AS runtime-deps
WORKDIR /app
COPY --from=manifests /manifests/ ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE}
# tini as PID 1: passes SIGTERM to the server (which then lets its runs finish for SHUTDOWN_GRACE_MS and
# hands the rest back to the queue) and reaps the processes it starts (the PDF reader). `docker run --init`
# is not needed.
RUN apt-get update \
  && apt-get install -y --no-install-recommends tini \
  && rm -rf /var/lib/apt/lists/* \
  && mkdir /data && chown node:node /data
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=runtime-deps --chown=root:root /app/ ./
COPY --from=build --chown=root:root /app/apps/server/dist/ apps/server/dist/
COPY --from=build --chown=root:root /app/apps/web/dist/ apps/web/dist/
# The image's files belong to root and are read-only to the server's user; it writes only to /data (PGlite
# and generated secrets in embedded mode; unused with DATABASE_URL and the secrets given).
USER node
VOLUME ["/data"]
# 3000: the web app, the API and webhooks; 2525: the mailhook SMTP listener (web processes).
EXPOSE 3000 2525
# Every role serves /api/health (503 while its database or Redis is unreachable).
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
ENTRYPOINT ["/usr/bin/tini", "--"]
# The same command as `npm start` runs after its build (and as `npm run serve`).
CMD ["node", "apps/server/dist/main.js"]
