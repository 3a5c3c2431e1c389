# Kindred Spaces API + web app. `docker compose up` runs it with PostgreSQL and Meilisearch.

# ---- build: install every workspace, then `npm run build:prod` ----
FROM node:20-bookworm-slim AS build
WORKDIR /app
# The desktop workspace depends on Electron and Playwright; the image needs neither binary.
ENV ELECTRON_SKIP_BINARY_DOWNLOAD=1 \
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json .npmrc ./
COPY contract/package.json contract/
COPY search/package.json search/
COPY api/package.json api/
COPY desktop/package.json desktop/
RUN npm ci
COPY tsconfig.json ./
COPY contract contract
COPY search search
COPY api api
COPY desktop desktop
COPY resources resources
COPY scripts scripts
# Compiled API + built web UI + production-only node_modules, in one folder.
RUN npm run build:prod -- /app/dist/prod

# ---- runtime: node and the production build, nothing else ----
FROM node:20-bookworm-slim AS runtime
WORKDIR /app
# TZ: the zone of the calendar feeds' times, the 08:00 daily digest and the impact report's
# months (README, Configuration). Set it to the community's zone; compose passes it through.
ENV NODE_ENV=production \
    PORT=5000 \
    DATA_DIR=/data \
    TZ=UTC
COPY --from=build /app/dist/prod ./
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 5000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Migrations run at every start, so an upgrade is: pull the new image, restart.
CMD ["node", "api/src/main.js"]
