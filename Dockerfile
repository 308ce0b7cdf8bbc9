# syntax=docker/dockerfile:1
# The StudyDesk server: API, socket.io and the built web app on port 3000, run as one bundled file
# (apps/server/dist/main.js) as `npm start` does. compose.yaml runs two of these behind nginx; docs/deploy.md explains the set-up.

ARG NODE_IMAGE=node:20-bookworm-slim

# npm 11 as in development: it honours "allowScripts" in package.json (strict-allow-scripts in .npmrc).
FROM ${NODE_IMAGE} AS base
RUN npm install --global --no-audit --no-fund npm@11.19.1
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/

# Everything, to build the web app and bundle the server.
FROM base AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# What the server needs at run time: the production dependencies, and tsx for the operator's commands
# (backup, restore, seed:demo run from the TypeScript sources). tsx is a development dependency
# of the workspace root, so here it becomes a dependency at the lockfile's version (in this stage only); the
# install keeps every other version of the lockfile.
FROM base AS runtime-deps
RUN npm pkg set "dependencies.tsx=$(node -p "require('./package-lock.json').packages['node_modules/tsx'].version")" \
 && npm pkg delete devDependencies.tsx \
 && npm install --omit=dev --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app
COPY --from=runtime-deps /app ./
COPY tsconfig.base.json ./
COPY packages/shared packages/shared
COPY apps/server apps/server
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/server/dist apps/server/dist
# DATA_DIR: files (without S3) and the embedded PostgreSQL (without DATABASE_URL); mount a volume here.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/v1/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# node itself is PID 1 and receives docker's SIGTERM: the server finishes in-flight requests, then exits.
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
