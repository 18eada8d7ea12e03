# syntax=docker/dockerfile:1
# Multi-stage: build with every dependency, run with production dependencies only, as a non-root user.

# The base image is pinned to the Node version the project tests with (the devDependency `node`, 26.10.0), never a
# floating tag: a rebuild gets the same runtime. To pin its bytes too, append the digest that
# `docker buildx imagetools inspect node:26.10.0-trixie-slim` prints (FROM node:26.10.0-trixie-slim@sha256:…), and
# move both in one commit with the devDependency.
FROM node:26.10.0-trixie-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci
COPY . .
# Extracts the Lingui catalogues, refuses a translation not reviewed against its source (docs/pages-and-copy.md),
# compiles them (--strict) and builds client and server bundles, then drops dev dependencies.
RUN npm run build && npm prune --omit=dev

FROM node:26.10.0-trixie-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# The server runs its TypeScript directly (Node 26 type stripping). Besides dist/ it needs only server/, site/ (the
# module it shares with the pages: languages, paths, the contact contract) and the compiled catalogues in locales/.
COPY --from=build /app/server ./server
COPY --from=build /app/site ./site
COPY --from=build /app/locales ./locales
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=15s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The same flag as `npm start`: node:sqlite may print an ExperimentalWarning that would break the pure-JSON log.
CMD ["node", "--disable-warning=ExperimentalWarning", "server/index.js"]
