# The production image: one container serves everything (the API, the media and the rendered site).
# A build stage installs every dependency and builds the site and the server; the runtime stage gets
# the built server (JavaScript in packages/server/dist, run by plain node: no sources and no
# TypeScript compiler) with its production dependencies only (`pnpm deploy --prod`), the built site
# and the migrations, runs as the unprivileged `node` user under tini, and keeps its data in the
# /data volume.
# `pnpm test:docker` builds and proves it; docs/deploy.md says how to run it.

FROM node:20-bookworm-slim AS build
# better-sqlite3 is compiled here from source against the image's Node headers (nodedir), so the
# install downloads nothing beyond the npm registry (no prebuilt binary from GitHub, no headers from
# nodejs.org); argon2 ships its binaries in its npm package and sharp in @img/* npm packages.
# tini is installed here and copied into the runtime stage, which so needs no apt run of its own.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ tini && rm -rf /var/lib/apt/lists/*
# A TLS-inspecting proxy's certificate, when the build host has one (scripts/docker/build-ca/README.md).
COPY scripts/docker/build-ca/ /tmp/build-ca/
RUN cat /tmp/build-ca/*.pem > /tmp/build-ca.pem 2>/dev/null || true
ENV NODE_EXTRA_CA_CERTS=/tmp/build-ca.pem npm_config_build_from_source=better-sqlite3 npm_config_nodedir=/usr/local CI=true
RUN npm i -g pnpm@9.15.9
WORKDIR /app
# The manifests first, so a change of source reuses the installed dependencies.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/server/package.json packages/server/
COPY packages/web/package.json packages/web/
RUN pnpm install --frozen-lockfile
COPY . .
# The server package's "files" is its dist/ alone; a TypeScript compiler among the production
# dependencies fails the build.
RUN pnpm build \
  && pnpm --filter @site/server deploy --prod /out/server \
  && rm -rf /out/server/src /out/server/scripts /out/server/contract \
  && if ls /out/server/node_modules/.pnpm | grep -E '^(tsx|typescript|esbuild)@'; then echo 'A TypeScript compiler is among the production dependencies.' >&2; exit 1; fi \
  && for module in /out/server/node_modules/.pnpm/better-sqlite3@*/node_modules/better-sqlite3; do \
       # Of the compilation only the addon itself is needed (the rest is some 16 MB of objects and sources).
       find "$module/build" -mindepth 1 -maxdepth 1 ! -name Release -exec rm -rf {} + \
       && find "$module/build/Release" -mindepth 1 ! -name '*.node' -exec rm -rf {} + \
       && rm -rf "$module/deps" "$module/src"; \
     done

FROM node:20-bookworm-slim
# tini is PID 1: it hands `docker stop`'s SIGTERM to Node, whose graceful close then ends in seconds.
COPY --from=build /usr/bin/tini /usr/bin/tini
# /backups: where the nightly backup of deploy/compose.yaml writes (a volume takes this owner).
RUN mkdir /data /backups && chown node:node /data /backups
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATABASE_PATH=/data/site.db UPLOADS_DIR=/data/uploads
WORKDIR /app/packages/server
COPY --from=build /out/server /app/packages/server
COPY --from=build /app/packages/web/package.json /app/packages/web/package.json
COPY --from=build /app/packages/web/dist /app/packages/web/dist
COPY --from=build /app/drizzle /app/drizzle
COPY --from=build /app/drizzle-pg /app/drizzle-pg
COPY scripts/docker/admin /usr/local/bin/admin
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
ENTRYPOINT ["tini", "--"]
CMD ["node", "dist/main.js"]
