# One container serves everything: the API, the media and the rendered site.
# The steps are the README's install steps (npm i -g pnpm@9, pnpm install, pnpm build), so that CI,
# which runs those, exercises them too.

FROM node:20-bookworm-slim AS build
# better-sqlite3 compiles from source against Node's headers.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
RUN npm i -g pnpm@9
WORKDIR /app
COPY . .
RUN pnpm install --frozen-lockfile && pnpm build

FROM node:20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATABASE_PATH=/data/site.db UPLOADS_DIR=/data/uploads
WORKDIR /app
COPY --from=build /app /app
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "scripts/start.mjs"]
