# syntax=docker/dockerfile:1
#
# The site as one container: `docker build -t ember-site .` then
#   docker run -p 3000:3000 -v ember-data:/data -e STUDIO_PASSWORD=… ember-site
#
# Build stages install everything (the build generates media and runs tsx scripts, which need the
# devDependencies); the runtime stage holds only .next/standalone: server.js, the node_modules it
# traced, .next/static, public/, the migrations and the CSP hashes (scripts/standalone.ts checks).
#
# Runtime environment: none is required; with none set the site runs on the embedded PGlite in /data
# and makes its own secrets, kept in the database. A deploy sets STUDIO_PASSWORD, and DATABASE_URL when
# the data should live in a Postgres server (docs/operations.md#what-a-deploy-sets); every variable,
# with its default, is in docs/configuration.md#every-variable.
# Build arguments: the studio identity (NEXT_PUBLIC_*) is inlined into the pages at build time, so pass
# it with --build-arg, e.g.
#   docker build --build-arg NEXT_PUBLIC_SITE_URL=https://example.com -t ember-site .
# Serve it behind a proxy that terminates HTTPS (the site sends HSTS) and appends the client's address
# to X-Forwarded-For, with TRUST_PROXY=1, so the studio's sign-in throttling counts the right address
# (docs/operations.md#behind-a-proxy).

ARG NODE_IMAGE=node:20-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
# The demo-media kit is an npm workspace: npm install needs its package.json to link it and install
# its dependencies (sharp, fontkit, …) with the site's.
COPY packages/demo-media/package.json packages/demo-media/
# npm install, not npm ci: the registry serves no optional binaries for other platforms, so the
# committed lockfile lacks this platform's (sharp's, for one) and npm ci would refuse it.
RUN npm install --no-audit --no-fund

FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# Empty means the default (src/config/site.ts).
ARG NEXT_PUBLIC_STUDIO_NAME=""
ARG NEXT_PUBLIC_STUDIO_SHORT_NAME=""
ARG NEXT_PUBLIC_STUDIO_EMAIL=""
ARG NEXT_PUBLIC_STUDIO_CITY=""
ARG NEXT_PUBLIC_STUDIO_PROVINCE=""
ARG NEXT_PUBLIC_STUDIO_TAGLINE=""
ARG NEXT_PUBLIC_SITE_URL=""
ARG NEXT_PUBLIC_VIDEO_CHANNEL_URL=""
ARG NEXT_PUBLIC_PREVIEW_SERVICE_URL=""
COPY --from=deps /app/node_modules ./node_modules
# Whatever npm could not hoist stays in the workspace's own node_modules.
COPY --from=deps /app/packages ./packages
COPY . .
# prebuild generates the media (the committed videos are kept), postbuild completes .next/standalone.
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
# A 256 MB JavaScript heap: without a limit V8 sizes it by the machine's memory and keeps pages it
# no longer needs after a burst of requests; two malloc arenas, so the memory picture uploads decode
# in is given back instead of kept per thread (docs/operations.md#memory).
ENV NODE_ENV=production \
    NODE_OPTIONS=--max-old-space-size=256 \
    MALLOC_ARENA_MAX=2 \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    DATA_DIR=/data
# The server writes its image cache under .next/cache, so the app belongs to the user it runs as.
COPY --from=build --chown=node:node /app/.next/standalone ./
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/robots.txt`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server.js"]
